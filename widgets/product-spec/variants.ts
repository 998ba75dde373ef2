/**
 * Variant logic for the option picker, kept out of the component: which SKU a choice of
 * option values means, and what picking a value would lead to.
 */
import type { ProductOption, Sku } from '../../runtime/api/types';

export type Selection = Record<string, string>;

/** What picking a value shows: in stock, sold out, or a combination that does not exist with the other choices. */
export type ValueState = 'available' | 'soldout' | 'unavailable';

export function skuFor(skus: readonly Sku[], selection: Selection): Sku | undefined {
  return skus.find((sku) => Object.entries(selection).every(([key, value]) => sku.options[key] === value));
}

/** The state of `value` for option `key` if the other current choices are kept. */
export function valueState(skus: readonly Sku[], selection: Selection, key: string, value: string): ValueState {
  const sku = skuFor(skus, { ...selection, [key]: value });
  if (!sku) return 'unavailable';
  return sku.stock > 0 ? 'available' : 'soldout';
}

/**
 * The SKU to show after the shopper picks `value` for `key`. The exact combination when it
 * exists; otherwise the SKU with that value that keeps most other choices, in stock first.
 */
export function pick(skus: readonly Sku[], selection: Selection, key: string, value: string): Sku | undefined {
  const exact = skuFor(skus, { ...selection, [key]: value });
  if (exact) return exact;
  const candidates = skus.filter((sku) => sku.options[key] === value);
  const kept = (sku: Sku) => Object.entries(selection).filter(([k, v]) => k !== key && sku.options[k] === v).length;
  return candidates.sort((a, b) => Number(b.stock > 0) - Number(a.stock > 0) || kept(b) - kept(a))[0];
}

/** Why a `product` value is not a usable spec, or undefined. */
export function checkSpec(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return 'must be a JSON object {"slug", "options", "skus", "selected"}.';
  const spec = value as { slug?: unknown; options?: unknown; skus?: unknown; selected?: unknown };
  if (typeof spec.slug !== 'string' || !spec.slug) return 'needs a "slug".';
  if (!Array.isArray(spec.options)) return 'needs an "options" array.';
  for (const option of spec.options as ProductOption[]) {
    if (!option || typeof option.key !== 'string' || typeof option.name !== 'string' || !Array.isArray(option.values)) return 'has an option without "key", "name" and "values".';
  }
  if (!Array.isArray(spec.skus) || spec.skus.length === 0) return 'needs at least one SKU in "skus".';
  for (const sku of spec.skus as Sku[]) {
    if (!sku || typeof sku.code !== 'string' || typeof sku.price !== 'number' || typeof sku.stock !== 'number' || !sku.options || typeof sku.options !== 'object') {
      return 'has a SKU without "code", "options", "price" and "stock".';
    }
  }
  if (spec.selected !== undefined && !(spec.skus as Sku[]).some((sku) => sku.code === spec.selected)) return `selects "${String(spec.selected)}", which is not one of its SKUs.`;
  return undefined;
}

/**
 * The address of a variant: the current path with the segment after the product's slug
 * replaced (product/{slug}/{sku}), so language prefixes and custom product rules are kept.
 * Undefined when the page is not that product's page (e.g. a quick view on a list).
 */
export function variantPath(pathname: string, slug: string, code: string): string | undefined {
  const segments = pathname.split('/');
  const at = segments.lastIndexOf(encodeURIComponent(slug));
  if (at < 0) return undefined;
  return [...segments.slice(0, at + 1), encodeURIComponent(code)].join('/');
}
