/**
 * Typed element props. r2wc hands every attribute over as the raw string (or the raw value
 * of a property); these parsers turn it into the prop's type and throw a PropError with a
 * message naming the attribute when it cannot. define() catches it and renders the error state.
 *
 * Attribute rules: a missing attribute is `undefined` (or the default); booleans follow HTML,
 * so a bare attribute (`<shop-x open>`) is true and only "false" turns it off.
 */
export class PropError extends Error {
  override name = 'PropError';
  constructor(
    readonly attribute: string,
    readonly value: unknown,
    reason: string,
  ) {
    super(`"${attribute}" ${reason}`);
  }
}

export interface Prop<T> {
  readonly required: boolean;
  parse(raw: unknown, attribute: string): T;
}

type Options<T> = { default?: T; required?: boolean };

function make<T>(
  options: Options<T>,
  fromString: (raw: string, attribute: string) => T,
  fromValue: (raw: unknown, attribute: string) => T,
): Prop<T> {
  const required = options.required ?? false;
  return {
    required,
    parse(raw, attribute) {
      if (raw === undefined || raw === null) {
        if (required) throw new PropError(attribute, raw, 'is required.');
        return options.default as T;
      }
      return typeof raw === 'string' ? fromString(raw, attribute) : fromValue(raw, attribute);
    },
  };
}

/** Text; `check` returns a reason when the value is not acceptable. */
export function string(options: Options<string> & { check?: (value: string) => string | undefined } = {}): Prop<string> {
  return make(
    options,
    (raw, attribute) => {
      const reason = options.check?.(raw);
      if (reason) throw new PropError(attribute, raw, reason);
      return raw;
    },
    (raw, attribute) => {
      throw new PropError(attribute, raw, 'must be text.');
    },
  );
}

export function number(options: Options<number> & { min?: number } = {}): Prop<number> {
  const check = (value: number, raw: unknown, attribute: string) => {
    if (!Number.isFinite(value)) throw new PropError(attribute, raw, `must be a number, not "${String(raw)}".`);
    if (options.min !== undefined && value < options.min) throw new PropError(attribute, raw, `must be at least ${options.min}.`);
    return value;
  };
  return make(
    options,
    (raw, attribute) => check(raw.trim() === '' ? NaN : Number(raw), raw, attribute),
    (raw, attribute) => check(typeof raw === 'number' ? raw : NaN, raw, attribute),
  );
}

export function boolean(options: Options<boolean> = {}): Prop<boolean> {
  return make(
    { default: false, ...options },
    (raw, attribute) => {
      const value = raw.trim().toLowerCase();
      if (value === '' || value === 'true' || value === attribute) return true;
      if (value === 'false') return false;
      throw new PropError(attribute, raw, `must be present, absent, "true" or "false", not "${raw}".`);
    },
    (raw, attribute) => {
      if (typeof raw === 'boolean') return raw;
      throw new PropError(attribute, raw, 'must be true or false.');
    },
  );
}

/** A value for a message: a property set from script may be any object, even one with no toString. */
function describe(raw: unknown): string {
  if (typeof raw === 'string') return `"${raw}"`;
  try {
    return JSON.stringify(raw) ?? typeof raw;
  } catch {
    return typeof raw;
  }
}

/** One of a fixed set of strings (`kind="data"`). */
export function oneOf<const V extends string>(values: readonly V[], options: Options<V> = {}): Prop<V> {
  const check = (raw: unknown, attribute: string): V => {
    if (typeof raw === 'string' && (values as readonly string[]).includes(raw)) return raw as V;
    throw new PropError(attribute, raw, `must be one of ${values.map((v) => `"${v}"`).join(', ')}, not ${describe(raw)}.`);
  };
  return make(options, check, check);
}

/**
 * JSON for attributes, the value itself for properties. `check` validates the shape and
 * returns a reason when it is wrong.
 */
export function json<T>(check: (value: unknown) => string | undefined, options: Options<T> = {}): Prop<T> {
  const validate = (value: unknown, raw: unknown, attribute: string): T => {
    const reason = check(value);
    if (reason) throw new PropError(attribute, raw, reason);
    return value as T;
  };
  return make(
    options,
    (raw, attribute) => {
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        throw new PropError(attribute, raw, 'is not valid JSON.');
      }
      return validate(value, raw, attribute);
    },
    (raw, attribute) => validate(raw, raw, attribute),
  );
}

export type PropSpecs = Record<string, Prop<unknown>>;

/** The component props that a spec gives: `{ price: number(...) }` -> `{ price: number }`. */
export type PropsOf<S extends PropSpecs> = { [K in keyof S]: S[K] extends Prop<infer T> ? T : never };
