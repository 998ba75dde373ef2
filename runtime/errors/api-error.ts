import { ShopError } from './shop-error';

/** The server answered, with a code other than 0 (success) in the envelope. */
export class ApiError extends ShopError {
  override name = 'ApiError';
  constructor(
    readonly method: string,
    readonly url: string,
    readonly code: number,
    /** The server's msg, or the catalogue's text when it sent none. */
    readonly userMessage: string,
    readonly data: unknown,
  ) {
    super(`${method} ${url} answered code ${code}: ${userMessage}`);
  }
}
