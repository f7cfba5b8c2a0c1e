/**
 * Untrusted text (file names, nicknames, entries of a word list) made safe to print on a terminal:
 * control characters (C0 with newline and tab, DEL, C1), the line and paragraph separators and the
 * bidirectional controls are written as escapes, so no escape sequence reaches the terminal and no
 * newline in a name can forge a line of the report.
 *
 * @example
 * ```ts
 * import { shown } from './shown.js';
 * shown('x.gcg\nevil.gcg: clean');   // 'x.gcg\\nevil.gcg: clean'
 * shown('\u001b]0;owned\u0007');      // '\\x1b]0;owned\\x07'
 * ```
 * @module
 */

const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** The text with every character that could steer a terminal or break a line written as an escape (`\n`, `\x1b`, `\u202e`). */
export function shown(text: string): string {
  return text.replace(UNSAFE, (c) => {
    const named = NAMED[c];
    if (named !== undefined) return named;
    const code = c.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** JSON text with the characters JSON leaves raw but a terminal reads (C1 controls, separators, bidirectional controls) escaped as `\uXXXX`: the same JSON value. */
export function jsonShown(json: string): string {
  return json.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
