/**
 * The base of every error the runtime throws. `isShopError` works across two copies of the
 * bundle (instanceof would not), through a registered symbol.
 */
const brand = Symbol.for('shop-elements.error');

export abstract class ShopError extends Error {
  readonly [brand] = true;
  /** The text to show the shopper, already in their language. */
  abstract readonly userMessage: string;
}

export function isShopError(error: unknown): error is ShopError {
  return typeof error === 'object' && error !== null && brand in error;
}
