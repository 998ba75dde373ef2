/** Starts the demo shop on a free port for one test file. */
import type { FastifyInstance } from 'fastify';
import { createServer } from '../../../demo/server.ts';

export interface RunningDemo {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

export async function startDemo(): Promise<RunningDemo> {
  const app = await createServer();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The demo server has no TCP address.');
  return { app, url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
