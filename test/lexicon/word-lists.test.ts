// The word lists for play made from the free dictionaries (development dependencies): abbreviations
// and brand names are absent, the booklets' example words and inflected forms are present. Prints
// each list's report and the share of the probe words it holds (its coverage).
import { describe, expect, it } from 'vitest';
import { loadWordList, type WordListLanguage } from '../../scripts/lib/wordlists.js';

/** Abbreviations, units, acronyms and brand names no player accepts (the first ten from real games of the bots). */
const NEVER = [
  'SONY', 'EDV', 'ADAC', 'ICQ', 'BTW', 'KHZ', 'NSEC', 'BH', 'HIV', 'FC',
  'IKEA', 'AG', 'ARD', 'BMW', 'BRD', 'BSE', 'CD', 'CDU', 'CPU', 'CSU', 'DDR', 'DFB', 'DGB', 'DNA', 'DNS', 'DVD', 'EU', 'EKG',
  'FAQ', 'FBI', 'FDP', 'GMBH', 'GPS', 'HTML', 'HTTP', 'IBM', 'ALDI', 'IQ', 'KFZ', 'KG', 'KM', 'LCD', 'MHZ', 'MSEC', 'NASA', 'NATO',
  'PC', 'PDF', 'PKW', 'PS', 'SMS', 'SPD', 'TÜV', 'TV', 'UKW', 'UNO', 'USA', 'USB', 'USW', 'BZW', 'VGL', 'ZDF', 'ZB', 'CA',
  'AUDI', 'NIVEA', 'NOKIA', 'LIDL', 'PORSCHE', 'VW', 'ADIDAS', 'PHILIPS', 'HEINEKEN', 'DHL', 'BERLIN', 'LONDEN', 'AMSTERDAM',
];

/** Booklet example words and common inflected forms each list must hold. */
const PRESENT: Record<WordListLanguage, readonly string[]> = {
  de: [
    'GRÜNDE', 'HUNDE', 'HUND', 'GRUND', 'GRUNDES', 'HÄUSER', 'HÄUSERN', 'BÄUME', 'BÄUMEN', 'KINDER', 'KINDERN', 'FRAUEN', 'MÄNNER',
    'GEHEN', 'GEHE', 'GEHST', 'GEHT', 'GING', 'GINGEN', 'GEGANGEN', 'MACHEN', 'MACHTE', 'GEMACHT', 'SPIELEN', 'SPIELTE', 'GESPIELT',
    'LEGEN', 'LEGTE', 'GELEGT', 'SCHÖN', 'SCHÖNE', 'SCHÖNER', 'SCHÖNEN', 'SCHÖNSTEN', 'GROSSE', 'KLEINEN', 'ÄRGER', 'ÜBER', 'ÖFTER',
    'WORT', 'WÖRTER', 'STEIN', 'STEINE', 'BUCHSTABE', 'BUCHSTABEN', 'SPIELER', 'SPIELERIN', 'SPIELERINNEN', 'QUARK', 'XYLOFON', 'JA', 'ZU',
  ],
  nl: [
    'IJS', 'IJSJE', 'IJSJES', 'BIJ', 'WIJ', 'ZIJ', 'RIJDEN', 'REED', 'GEREDEN', 'LIJST', 'LIJSTEN', 'TIJD', 'TIJDEN', 'AVERIJ', 'IJZER',
    'LOPEN', 'LIEP', 'LIEPEN', 'GELOPEN', 'HUIS', 'HUIZEN', 'HUISJE', 'HOND', 'HONDEN', 'KAT', 'KATTEN', 'BOEK', 'BOEKEN', 'SPELEN',
    'SPEELDE', 'GESPEELD', 'MAKEN', 'MAAKTE', 'GEMAAKT', 'MOOI', 'MOOIE', 'MOOIER', 'MOOISTE', 'GROOT', 'GROTE', 'KIND', 'KINDEREN',
    'WOORD', 'WOORDEN', 'STEEN', 'STENEN', 'DORP', 'DORPEN', 'LETTER', 'LETTERS',
  ],
  en: [
    'DOG', 'DOGS', 'CAT', 'CATS', 'HOUSE', 'HOUSES', 'CHILD', 'CHILDREN', 'MAN', 'MEN', 'WALK', 'WALKS', 'WALKED', 'WALKING', 'RUN',
    'RAN', 'RUNNING', 'RUNS', 'GO', 'WENT', 'GONE', 'GOES', 'MAKE', 'MADE', 'MAKING', 'PLAY', 'PLAYED', 'PLAYER', 'PLAYERS', 'HAPPY',
    'HAPPIER', 'HAPPIEST', 'UNHAPPY', 'QUICK', 'QUICKLY', 'WORD', 'WORDS', 'TILE', 'TILES', 'BOARD', 'BOARDS', 'QUIZ', 'ZEBRA', 'OXEN',
    'JUMPED', 'REDO', 'UNDO', 'TAXES', 'BOXES', 'ZOO',
  ],
};

describe('word lists for play', () => {
  for (const language of ['de', 'nl', 'en'] as const) {
    it(`${language}: no abbreviation or brand name, every probe word, and the report`, () => {
      const list = loadWordList(language);
      expect(list.ok).toBe(true);
      if (!list.ok) return;
      const words = new Set(list.value.words);
      expect(NEVER.filter((w) => words.has(w))).toEqual([]);
      const present = PRESENT[language].filter((w) => words.has(w));
      console.log(`${language}: ${list.value.source}: ${JSON.stringify({ kept: list.value.report.kept, leftOut: list.value.report.leftOut })}; `
        + `coverage of the probe words ${present.length}/${PRESENT[language].length}`);
      expect(PRESENT[language].filter((w) => !words.has(w))).toEqual([]);
      expect(list.value.report.kept).toBeGreaterThan(50000);
    }, 60_000);
  }
});
