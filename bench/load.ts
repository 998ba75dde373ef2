/**
 * The demo server under load (issue 24): the product page and add-to-cart, each at 200
 * connections for 10 s (autocannon: the Fastify team's load tool, which keeps every connection
 * busy and reports latency percentiles), against one process and against two processes
 * (SHOP_PROCESSES=2) on the embedded database, and against two processes on PostgreSQL
 * (DATABASE_URL; a server of the installed PostgreSQL started for the run, with its defaults for
 * writing to disk, as a shop would run it). Written to bench/load.json, and into README by
 * bench/readme.mjs. The server runs as `npm start` runs it, behind a trusted proxy
 * (TRUST_PROXY): each connection names its own shopper's address in X-Forwarded-For, as 200
 * shoppers behind a balancer would, so the per-address caps do not turn the bench into a test
 * of themselves. On a 2-core machine the load tool takes one of the cores: the figures compare
 * set-ups on one machine, they are not a capacity.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startDemoProcess, stopDemoProcess } from '../test/helpers/node/demo-process.ts';
import { missingPostgres, startPostgres } from '../test/helpers/node/postgres.ts';

const CONNECTIONS = 200;
const SECONDS = 10;

interface Row {
  setup: string;
  scenario: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Connections that failed and requests that timed out (autocannon's 10 s). */
  errors: number;
  /** Answers other than 2xx (a 503 when another process held the database's write lock). */
  non2xx: number;
  /** HTTP 200 answers whose envelope refused (code other than 0). */
  refused: number;
}

/** Answers the server refused in its envelope (HTTP 200 with a code other than 0), by scenario. */
const refused = new Map<string, number>();

let clients = 0;
/** Each connection is its own shopper behind the balancer: its own address in X-Forwarded-For. */
function shopperAddress(connection: object): string {
  const context = connection as { address?: string };
  if (!context.address) {
    clients += 1;
    context.address = `10.0.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
  }
  return context.address;
}

const SCENARIOS: { name: string; request: () => autocannon.Request }[] = [
  {
    name: 'product page `GET /product/classic-shirt`',
    request: () => ({
      method: 'GET',
      path: '/product/classic-shirt',
      setupRequest: (request, context) => ({ ...request, headers: { ...request.headers, 'accept-encoding': 'br', 'x-forwarded-for': shopperAddress(context) } }),
    }),
  },
  {
    // Each add is a new shopper's first (a new visitor id): a cart line per add, not one line growing to its cap.
    name: 'add to cart `POST /api/web/cart/add`',
    request: () => ({
      method: 'POST',
      path: '/api/web/cart/add',
      body: JSON.stringify({ sku: 'classic-mug-red', quantity: 1 }),
      setupRequest: (request, context) => ({ ...request, headers: { ...request.headers, 'content-type': 'application/json', 'x-visitor-id': randomUUID(), 'x-forwarded-for': shopperAddress(context) } }),
      onResponse: (status, body) => {
        if (status < 300 && (JSON.parse(body) as { code: number }).code !== 0) refused.set('cart', (refused.get('cart') ?? 0) + 1);
      },
    }),
  },
];

async function measure(url: string, setup: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const scenario of SCENARIOS) {
    refused.clear();
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      // Each connection is its own shopper: its own address (X-Forwarded-For) and visitor id.
      requests: [scenario.request()],
    });
    const row = { setup, scenario: scenario.name, requests: result.requests.total, perSecond: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx, refused: refused.get('cart') ?? 0 };
    rows.push(row);
    console.log(`${setup}, ${scenario.name}: ${row.perSecond}/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${result.errors} errors (${result.timeouts} of them timeouts), ${row.non2xx} not 2xx, ${row.refused} refused`);
  }
  return rows;
}

const rows: Row[] = [];
/** Set-ups that could not run here, and why (written beside the rows). */
const notRun: { setup: string; why: string }[] = [];
const SETUPS = [
  { setup: 'one process, SQLite', processes: 1, postgres: false },
  { setup: 'two processes (SHOP_PROCESSES=2), one SQLite file', processes: 2, postgres: false },
  { setup: 'two processes (SHOP_PROCESSES=2), PostgreSQL', processes: 2, postgres: true },
];
for (const { setup, processes, postgres } of SETUPS) {
  const missing = postgres ? missingPostgres() : undefined;
  if (missing) {
    notRun.push({ setup, why: missing });
    console.log(`${setup}: not measured: ${missing}`);
    continue;
  }
  const server = postgres ? await startPostgres({ durable: true }) : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-load-'));
  try {
    const databaseUrl = await server?.createDatabase('shop');
    const shop = await startDemoProcess(dataDir, { TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'error', ...(processes > 1 ? { SHOP_PROCESSES: String(processes) } : {}), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, processes);
    try {
      rows.push(...(await measure(shop.url, setup)));
    } finally {
      await stopDemoProcess(shop);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await server?.stop();
  }
}
writeFileSync(new URL('load.json', import.meta.url), `${JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, cores: availableParallelism(), rows, notRun }, null, 1)}\n`);
