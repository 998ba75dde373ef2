/**
 * The suite on PostgreSQL (`npm run test:postgres`, test/helpers/node/with-postgres.ts): each
 * data directory a test starts the demo on gets a database of its own, copied from the seeded
 * template (CREATE DATABASE ... TEMPLATE, far quicker than seeding each), with the template's
 * pictures. The same directory gets the same database, so a restart on it, or a second server
 * process on it, finds the shop as it was left, as with SQLite's file in the directory.
 * Without SHOP_TEST_DATABASE_URL the demo runs on SQLite as usual.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/** Set by with-postgres.ts: the server's own database, the seeded template, and the template's pictures. */
const server = process.env.SHOP_TEST_DATABASE_URL;
const template = process.env.SHOP_TEST_DATABASE_TEMPLATE ?? 'shop_template';
const media = process.env.SHOP_TEST_DATABASE_MEDIA;

export const onPostgres = server !== undefined;

const nameFor = (dataDir: string) => `shop_${createHash('sha256').update(dataDir).digest('hex').slice(0, 24)}`;

function urlOf(name: string): string {
  const url = new URL(server!);
  url.pathname = `/${name}`;
  return url.href;
}

async function asServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(server);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL database of a data directory (made on first use), or undefined on SQLite. */
export async function testDatabaseFor(dataDir: string): Promise<string | undefined> {
  if (!server) return undefined;
  const name = nameFor(dataDir);
  await asServer(async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return;
    try {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(template)}`);
    } catch (error) {
      // Two servers starting on one directory at once: the other made it (duplicate_database, or
      // the catalogue's unique_violation when both got past the check together).
      if (!['42P04', '23505'].includes((error as { code?: string }).code ?? '')) throw error;
    }
  });
  if (media && !existsSync(join(dataDir, 'media'))) cpSync(media, join(dataDir, 'media'), { recursive: true });
  return urlOf(name);
}

/** Drops the database of a data directory that is gone for good (the demo made it for itself). */
export async function dropTestDatabase(dataDir: string): Promise<void> {
  if (!server) return;
  await asServer((client) => client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(nameFor(dataDir))} WITH (FORCE)`));
}
