/**
 * The request log without credentials, and a size cap for the file npm start writes it to.
 *
 * Credentials travel in places Fastify logs: the socket's `?token=` and `?visitor=`, an in-page
 * navigation's `?cookies=`, oauth `?code=`; headers (x-auth, Cookie) are not logged by
 * default but would be by anyone logging a request. So: the request serializer logs the URL with
 * those query values replaced, header paths are redacted (pino's `redact`), and every string a
 * log call is given (messages, error messages and stacks, such as Fastify's "Route GET:/…?token=…
 * not found") goes through the same replacement.
 */
import { createWriteStream, mkdirSync, openSync, renameSync, statSync, type WriteStream } from 'node:fs';
import { dirname } from 'node:path';
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/**
 * A query field whose name says it is a credential: token, access_token, password, oldPassword,
 * code, cookies, visitor, secret, auth (not author), key; or personal data that opens something:
 * email (the guest order lookup's address, /order/lookup?number=&email=, is half of its key)
 * and account (an e-mail or mobile number: /auth/reset-password?account=, the verify link).
 */
const CREDENTIAL_QUERY = /([?&;][^=&#\s"']*?(?:token|secret|passw|code|cookie|visitor|auth(?!or)|key|email|account)[^=&#\s"']*=)[^&#\s"']*/gi;

/** The text with every credential-named query value replaced by [redacted]. */
export function redactText(text: string): string {
  return text.replace(CREDENTIAL_QUERY, `$1${REDACTED}`);
}

/** Header paths pino replaces wherever a request or its headers are logged. */
const HEADER_PATHS = ['x-auth', 'cookie', 'authorization', 'x-staff-key', 'x-visitor-id', 'set-cookie'].flatMap((name) => [
  `req.headers["${name}"]`,
  `headers["${name}"]`,
  `res.headers["${name}"]`,
]);

/** What a log line says of a request (Fastify's default fields, the URL redacted). */
function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactText(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function errorSerializer(error: Error & { code?: unknown; statusCode?: unknown }) {
  return {
    type: error?.constructor?.name ?? 'Error',
    message: redactText(String(error?.message ?? error)),
    stack: redactText(error?.stack ?? ''),
    code: error?.code,
    statusCode: error?.statusCode,
  };
}

/** Strings of a log call's arguments redacted (one level into plain objects: `{msg, url}` style calls). */
function redactArguments(args: unknown[]): unknown[] {
  return args.map((arg) => {
    if (typeof arg === 'string') return redactText(arg);
    if (arg && typeof arg === 'object' && Object.getPrototypeOf(arg) === Object.prototype) {
      return Object.fromEntries(Object.entries(arg).map(([k, v]) => [k, typeof v === 'string' ? redactText(v) : v]));
    }
    return arg;
  });
}

export interface LogDestination {
  write(line: string): void;
}

/** Fastify's `logger` options: pino writing to `stream`, credentials redacted everywhere. */
export function loggerOptions(stream: LogDestination, level = 'info') {
  return {
    level,
    stream,
    redact: { paths: HEADER_PATHS, censor: REDACTED },
    serializers: { req: requestSerializer, err: errorSerializer },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(this, redactArguments(args));
      },
    },
  };
}

/**
 * An append-only log file that never grows past `maxBytes`: when the next line would pass it,
 * the file becomes `<file>.1` (replacing the previous one) and a new file starts. So the log
 * takes at most twice `maxBytes` on disk, whatever the traffic. Warnings and errors also go to
 * stderr, so a terminal running the demo still sees them.
 *
 * Chosen over a rotation transport (pino-roll) because it needs no dependency and no worker
 * thread, and over rotation by date because a flood fills a day's file just as well.
 */
export class CappedLogFile implements LogDestination {
  private stream: WriteStream;
  private size: number;

  constructor(
    readonly file: string,
    readonly maxBytes: number,
    private readonly echo: (line: string) => void = (line) => process.stderr.write(line),
  ) {
    mkdirSync(dirname(file), { recursive: true });
    this.size = sizeOf(file);
    this.stream = appendTo(file);
  }

  write(line: string): void {
    const bytes = Buffer.byteLength(line);
    if (this.size > 0 && this.size + bytes > this.maxBytes) this.rotate();
    this.stream.write(line);
    this.size += bytes;
    // pino's lines start with the level: 40 warn, 50 error, 60 fatal.
    if (/^\{"level":[4-6]\d/.test(line)) this.echo(line);
  }

  private rotate(): void {
    // Lines still buffered in the old stream land in <file>.1: the open descriptor follows the rename.
    this.stream.end();
    renameSync(this.file, `${this.file}.1`);
    this.stream = appendTo(this.file);
    this.size = 0;
  }

  /** Resolves once everything written so far is on disk. */
  flush(): Promise<void> {
    return new Promise((done) => this.stream.write('', () => done()));
  }
}

/** Opened at once (not on the next tick, as createWriteStream(path) does), so the file exists when rotated. */
const appendTo = (file: string) => createWriteStream('', { fd: openSync(file, 'a') });

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}
