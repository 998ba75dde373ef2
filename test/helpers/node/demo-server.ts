/** Starts the demo shop on a free port for one test file. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { hashPassword, SCRYPT_PARAMS, type ScryptParams } from '../../../demo/auth/password.ts';
import { createServer, type ServerOptions } from '../../../demo/server.ts';
import { DEMO_USER } from '../../../demo/seed/seed.ts';
// Every test that talks to the demo starts it through here: no connection reused (see there).
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

/** With `dataDir`, reuses that directory and leaves it in place (to test a restart). */
/** Other ServerOptions (socket caps, upload quotas, a logger, ...) are passed on as they are. */
export async function startDemo(options: ServerOptions = {}): Promise<RunningDemo> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'shop-demo-'));
  const passwordWork = options.passwordWork ?? TEST_PASSWORD_WORK;
  // Tests sign in often from one address: a high limit unless a test is about the limit.
  const app = await createServer({ ...options, dataDir, authRateLimit: options.authRateLimit ?? 1000, passwordWork });
  // The seeded customer's password at the same cost (the seed stores OWASP's, precomputed):
  // else each server's first sign-in as them would still cost a full hash.
  if (!options.dataDir && passwordWork !== SCRYPT_PARAMS) {
    app.db.prepare('UPDATE users SET password_hash = ? WHERE email = ?').run(await demoPasswordHash(passwordWork), DEMO_USER.email);
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
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
