/** What the user area shows of a quote request besides its fields. */

/** How many characters of a request's text its list entry shows. */
export const EXCERPT_LENGTH = 120;

/**
 * The start of a request's text for its list entry: white space (line breaks included) read as
 * one space, and a longer text cut at its last word break within `length` characters (or mid-word
 * when that word is most of it), with an ellipsis. Counted in code points, so no emoji is split.
 */
export function inquiryExcerpt(content: string, length = EXCERPT_LENGTH): string {
  const text = content.replace(/\s+/g, ' ').trim();
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  const head = chars.slice(0, length).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > length * 0.6 ? head.slice(0, space) : head).trimEnd()}…`;
}
