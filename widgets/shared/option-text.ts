/**
 * A line's options as the shopper reads them ('Blue / M'). Order lines carry them in words
 * ([{name, value}] in the request's language); cart lines still carry the option codes
 * ({color: 'blue'}) until the server sends words for them too, and are written as they come.
 */
export type LineOptions = Record<string, string> | readonly { name: string; value: string }[];

export function optionText(options: LineOptions | undefined): string {
  if (!options) return '';
  const values = Array.isArray(options) ? options.map((o: { value: string }) => o.value) : Object.values(options as Record<string, string>);
  return values.filter(Boolean).join(' / ');
}
