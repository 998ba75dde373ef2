/**
 * The API envelope {code, msg, data} and the spec's response codes (section 4). Handlers throw
 * ApiError for a refusal; the scope's error handler turns it (and any framework error, such as
 * a body that is not JSON or a rate limit) into an envelope, so no route answers any other shape.
 */
import { Code } from '../../runtime/constants.ts';

export { Code };

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    /**
     * A refusal is an answer, so HTTP 200: the envelope code is the outcome. The runtime client
     * (runtime/http/client.ts) acts on codes in 200 answers (code 50 signs out) and treats other
     * HTTP statuses as transport failures.
     */
    readonly status = code === Code.error ? 500 : 200,
  ) {
    super(message);
  }
}

export const ok = <T>(data: T): Envelope<T> => ({ code: Code.success, msg: '', data });
