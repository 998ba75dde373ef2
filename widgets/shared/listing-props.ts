/** Attribute parsers the listing elements share: content slugs and a bounded page size. */
import { number, PropError, string, type Prop } from './props';

const SLUG = /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,99}$/u;

/** A category, tag, collection or article slug: letters, digits, '-' and '_', up to 100. */
export function slug(options: { required?: boolean } = {}): Prop<string> {
  return string({ ...options, check: (value) => (SLUG.test(value) ? undefined : `must be a slug (letters, digits, "-" or "_"), not "${value}".`) });
}

/** Items per page, 1 to `max` (what the API accepts). */
export function pageSize(max: number, fallback: number): Prop<number> {
  const base = number({ min: 1, default: fallback });
  return {
    required: false,
    parse(raw, attribute) {
      const value = base.parse(raw, attribute);
      if (!Number.isInteger(value)) throw new PropError(attribute, raw, `must be a whole number, not "${String(raw)}".`);
      if (value > max) throw new PropError(attribute, raw, `must be at most ${max}.`);
      return value;
    },
  };
}
