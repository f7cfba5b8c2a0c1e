/**
 * Text for messages: a value from the input shortened, so that a message never repeats a long
 * input. Internal.
 *
 * @example
 * ```ts
 * clipped('x'.repeat(1000), 20);   // 'xxxxxxxxxxxxxxxxxxxx…'
 * ```
 * @module
 */

/** `text` cut to `max` characters, with … where it was cut. */
export function clipped(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}

/** The longest message a finding or error keeps (what is longer is cut, with …). */
export const MAX_MESSAGE = 240;
