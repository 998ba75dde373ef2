import { ShopError } from './shop-error';

/** No answer within the API time-out (10000 ms); carries the spec's timeout code 20000. */
export class TimeoutError extends ShopError {
  override name = 'TimeoutError';
  readonly code = 20000;
  constructor(
    readonly method: string,
    readonly url: string,
    readonly userMessage: string,
    options?: ErrorOptions,
  ) {
    super(`${method} ${url} timed out: ${userMessage}`, options);
  }
}
