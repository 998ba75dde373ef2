/** Starts the demo shop on a free port for one test file. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { hashPassword, SCRYPT_PARAMS, type ScryptParams } from '../../../demo/auth/password.ts';
import { createServer, type ServerOptions } from '../../../demo/server.ts';
import { DEMO_USER } from '../../../demo/seed/seed.ts';
import { dropTestDatabase, onPostgres, testDatabaseFor } from './test-database.ts';
// Every test that talks to the demo starts it through here: no connection reused (see there).
import { after, before } from 'node:test';
import { apiClient } from './api-client.ts';
import './no-reuse.ts';

export interface RunningDemo {
  app: FastifyInstance;
  url: string;
  /** The temporary data directory (database, media, uploads), removed by close(). */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Password hashes in tests: N=2^10 (1 MiB, a few milliseconds), not OWASP's N=2^17 (128 MiB,
 * half a second of a CPU on a 2-core machine): the suite signs in and up hundreds of times, and
 * those hashes were a sixth of its work. The same code hashes and verifies, at a lower cost; a
 * test about the hashing itself passes `passwordWork: SCRYPT_PARAMS`.
 */
export const TEST_PASSWORD_WORK: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

const demoHashes = new Map<ScryptParams, Promise<string>>();
const demoPasswordHash = (params: ScryptParams) => {
  let hash = demoHashes.get(params);
  if (!hash) demoHashes.set(params, (hash = hashPassword(DEMO_USER.password, params)));
  return hash;
};

/**
 * node:test options for a test of SQLite itself (its migrations, pragmas, locks, files): skipped
 * when the suite runs on PostgreSQL (SHOP_TEST_DATABASE_URL set). `it(name, sqliteOnly, fn)`.
 */
export const sqliteOnly: { skip?: string } = onPostgres ? { skip: 'SQLite only: the suite runs on PostgreSQL (SHOP_TEST_DATABASE_URL)' } : {};

/** With `dataDir`, reuses that directory and leaves it in place (to test a restart). */
/** Other ServerOptions (socket caps, upload quotas, a logger, ...) are passed on as they are. */
export async function startDemo(options: ServerOptions = {}): Promise<RunningDemo> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'shop-demo-'));
  const passwordWork = options.passwordWork ?? TEST_PASSWORD_WORK;
  // Tests sign in often from one address: a high limit unless a test is about the limit.
  // npm run test:postgres: the directory's own PostgreSQL database (test-database.ts).
  const databaseUrl = options.databaseUrl ?? (await testDatabaseFor(dataDir));
  const app = await createServer({ ...options, dataDir, databaseUrl, authRateLimit: options.authRateLimit ?? 1000, passwordWork });
  // The seeded customer's password at the same cost (the seed stores OWASP's, precomputed):
  // else each server's first sign-in as them would still cost a full hash.
  if (!options.dataDir && passwordWork !== SCRYPT_PARAMS) {
    await app.db.run`UPDATE users SET password_hash = ${await demoPasswordHash(passwordWork)} WHERE email = ${DEMO_USER.email}`;
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The demo server has no TCP address.');
  return {
    app,
    url: `http://127.0.0.1:${address.port}`,
    dataDir,
    async close() {
      await app.close();
      if (!options.dataDir) {
        rmSync(dataDir, { recursive: true, force: true });
        await dropTestDatabase(dataDir);
      }
    },
  };
}

/**
 * The test file's demo server: started before its tests, closed after them. `demo` stands for
 * it (read it inside a test or hook, once it has started) and `post` is its API client, so a
 * file writes `const { demo, post } = demoForFile();` instead of its own before and after.
 */
export function demoForFile(options: ServerOptions = {}): { demo: RunningDemo; post: ReturnType<typeof apiClient> } {
  let running: RunningDemo | undefined;
  before(async () => {
    running = await startDemo(options);
  });
  after(() => running?.close());
  const started = () => {
    if (!running) throw new Error('The demo server starts before the tests: use it inside a test or a hook.');
    return running;
  };
  const demo = new Proxy({} as RunningDemo, {
    get: (_target, key) => {
      const value = Reflect.get(started(), key);
      return typeof value === 'function' ? value.bind(started()) : value;
    },
    has: (_target, key) => key in started(),
    ownKeys: () => Reflect.ownKeys(started()),
    getOwnPropertyDescriptor: (_target, key) => ({ ...Reflect.getOwnPropertyDescriptor(started(), key), configurable: true }),
  });
  return { demo, post: (...args) => apiClient(started().url)(...args) };
}

/**
 * The demo account's session cookie, as the no-JavaScript sign-in form sets it: for a browser
 * context (`context.addCookies`) whose pages the server draws for that shopper.
 */
export async function signedInCookies(demo: RunningDemo): Promise<{ name: string; value: string; url: string }[]> {
  const response = await fetch(`${demo.url}/auth/signin`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: demo.url },
    body: new URLSearchParams({ account: DEMO_USER.email, password: DEMO_USER.password }).toString(),
  });
  const [name, value] = (response.headers.get('set-cookie') ?? '').split(';')[0]!.split('=') as [string, string];
  if (name !== 'shop_session' || !value) throw new Error(`The demo sign-in set no session cookie (status ${response.status}).`);
  return [{ name, value, url: demo.url }];
}
