import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'gcg');

/** A hand-written fixture record as text. */
export function fixture(name: string): string {
  return readFileSync(join(fixtures, name), 'utf8');
}

/** The fixture with line `line` (1-based) rewritten by `change`. */
export function alterLine(text: string, line: number, change: (line: string) => string): string {
  const lines = text.split('\n');
  lines[line - 1] = change(lines[line - 1]!);
  return lines.join('\n');
}

/** The 1-based number of the first line that starts with `prefix`. */
export function lineOf(text: string, prefix: string): number {
  const index = text.split('\n').findIndex((l) => l.startsWith(prefix));
  if (index < 0) throw new Error(`no line starts with ${prefix}`);
  return index + 1;
}

/** Small word lists for bot games in each language, by rule-set id. */
export const WORDS: Readonly<Record<string, readonly string[]>> = {
  german: ['AB', 'AN', 'DA', 'DU', 'ER', 'ES', 'IN', 'JA', 'SO', 'UM', 'ZU', 'EIN', 'DER', 'DIE', 'DAS', 'HUND', 'MAUS', 'HAUS', 'LAST',
    'GRÜNDE', 'TOR', 'HEXE', 'ROT', 'NEU', 'TEE', 'SEE', 'REH', 'ELF', 'ÖL', 'ÄRA', 'TÜR', 'NIE', 'SIE', 'ENDE', 'RENNEN', 'TANTE', 'NASE', 'ESEL'],
  'dutch-ij': ['DORP', 'AARD', 'AARDE', 'AVERIJ', 'DOP', 'POR', 'PIJ', 'IJS', 'RIJ', 'BIJ', 'WIJ', 'ZIJ', 'EN', 'DE', 'HET', 'EEN', 'TE', 'NA',
    'OP', 'OM', 'TOE', 'REE', 'ZEE', 'NEE', 'RAT', 'TAS', 'DAN', 'MAN', 'NET', 'PEN', 'TIEN', 'REEN', 'ANDER', 'ETEN', 'RODE', 'NOOT'],
  tournament: ['AA', 'AB', 'AD', 'AE', 'AN', 'AT', 'DO', 'ED', 'EN', 'ER', 'ET', 'IN', 'IT', 'NO', 'ON', 'OR', 'TO', 'ATE', 'EAT', 'TEA',
    'TEN', 'NET', 'RAT', 'TAR', 'ART', 'ONE', 'EON', 'NOTE', 'TONE', 'RATE', 'TEAR', 'DOTE', 'RAIN', 'TRAIN', 'STONE', 'NOTES', 'IRATE'],
};
