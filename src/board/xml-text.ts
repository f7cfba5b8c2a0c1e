/**
 * Text from untrusted input made safe for an SVG or HTML document: the five markup characters
 * escaped, and the characters XML does not allow (control characters other than tab and line
 * breaks, unpaired surrogates, U+FFFE and U+FFFF) left out, so that the document stays well formed.
 * Internal to the renderers.
 *
 * @example
 * ```ts
 * xmlText('Anna <3');         // 'Anna &lt;3'
 * clipText('😀😀😀', 2);      // '😀😀': never half a character
 * ```
 * @module
 */

const MARKUP: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Characters XML 1.0 does not allow in a document (with the `u` flag, the surrogate range matches unpaired ones only). */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/gu;

/** Text made safe for XML character data and attribute values. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => MARKUP[c] ?? c);
}

/** At most `max` characters of `text`, counted as code points, so that no character is cut in half. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  return Array.from(text.slice(0, 2 * max)).slice(0, max).join('');
}
