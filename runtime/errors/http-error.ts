import { ShopError } from './shop-error';

/** The server answered with an HTTP error status. */
export class HttpError extends ShopError {
  override name = 'HttpError';
  constructor(
    readonly method: string,
    readonly url: string,
    readonly status: number,
    readonly userMessage: string,
    options?: ErrorOptions,
  ) {
    super(`${method} ${url} failed with HTTP ${status}: ${userMessage}`, options);
  }
}
