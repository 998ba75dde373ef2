/** Type helpers so each element appears in HTMLElementTagNameMap and in React's JSX. */
import type { HTMLAttributes, RefAttributes } from 'react';

type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}`
  : S;

/** The element instance: an HTMLElement with its props as properties. */
export type ShopElement<P> = HTMLElement & Partial<P>;

/** What JSX accepts on the tag: the props as kebab-case attributes, plus the usual HTML ones. */
export type ElementAttributes<P> = { [K in keyof P & string as Kebab<K>]?: string | number | boolean } & HTMLAttributes<HTMLElement> &
  RefAttributes<HTMLElement>;

/** A form-associated element: the props plus the native control API (define() with `form`). */
export type ShopFormElement<P> = ShopElement<P> &
  Pick<HTMLInputElement, 'form' | 'labels' | 'validity' | 'validationMessage' | 'willValidate' | 'checkValidity' | 'reportValidity'>;
