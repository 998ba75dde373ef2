/** Starts the demo shop on a free port for one test file. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServer, type ServerOptions } from '../../../demo/server.ts';

export interface RunningDemo {
  app: FastifyInstance;
  url: string;
  /** The temporary data directory (database, media, uploads), removed by close(). */
  dataDir: string;
  close(): Promise<void>;
}

/** With `dataDir`, reuses that directory and leaves it in place (to test a restart). */
/** Other ServerOptions (socket caps, upload quotas, a logger, ...) are passed on as they are. */
export async function startDemo(options: ServerOptions = {}): Promise<RunningDemo> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'shop-demo-'));
  // Tests sign in often from one address: a high limit unless a test is about the limit.
  const app = await createServer({ ...options, dataDir, authRateLimit: options.authRateLimit ?? 1000 });
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
