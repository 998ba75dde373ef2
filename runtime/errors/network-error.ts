import { ShopError } from './shop-error';

/** No answer at all: offline, refused, or cut off. */
export class NetworkError extends ShopError {
  override name = 'NetworkError';
  constructor(
    readonly method: string,
    readonly url: string,
    readonly userMessage: string,
    options?: ErrorOptions,
  ) {
    super(`${method} ${url} got no response: ${userMessage}`, options);
  }
}
