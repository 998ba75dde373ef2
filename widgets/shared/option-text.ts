/**
 * A line's options as the shopper reads them ('Blue / M'): cart and order lines both carry them
 * in words ([{name, value}] in the request's language), never as option codes.
 */
export type LineOptions = readonly { name: string; value: string }[];

export function optionText(options: LineOptions | undefined): string {
  return (options ?? []).map((option) => option.value).filter(Boolean).join(' / ');
}
