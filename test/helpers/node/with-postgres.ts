/**
 * `node --import tsx test/helpers/node/with-postgres.ts <command> [args...]`: runs the command
 * with a throwaway PostgreSQL server (postgres.ts) holding the demo shop's seeded template, and
 * tells it where (SHOP_TEST_DATABASE_URL and the rest: test-database.ts, where each demo a test
 * starts gets its copy). Exits with the command's code; the server goes with it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgres } from '../../../demo/db/postgres.ts';
import { missingPostgres, startPostgres } from './postgres.ts';

const TEMPLATE = 'shop_template';
const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error('with-postgres.ts: name the command to run.');
const missing = missingPostgres();
if (missing) {
  console.error(`The PostgreSQL run needs a PostgreSQL server: ${missing}`);
  process.exit(1);
}

const server = await startPostgres();
const seeded = mkdtempSync(join(tmpdir(), 'shop-pg-template-'));
let code = 1;
try {
  const started = Date.now();
  // Created and seeded once, as the demo server does on an empty database; then left alone
  // (CREATE DATABASE ... TEMPLATE wants no one connected to it).
  await (await openPostgres(await server.createDatabase(TEMPLATE), seeded)).close();
  console.log(`PostgreSQL ready, demo seed in template ${TEMPLATE} (${Math.round((Date.now() - started) / 100) / 10} s)`);
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, SHOP_TEST_DATABASE_URL: server.url, SHOP_TEST_DATABASE_TEMPLATE: TEMPLATE, SHOP_TEST_DATABASE_MEDIA: join(seeded, 'media') },
  });
  code = await new Promise<number>((resolve) => child.on('close', (status) => resolve(status ?? 1)));
} finally {
  await server.stop();
  rmSync(seeded, { recursive: true, force: true });
}
process.exit(code);
