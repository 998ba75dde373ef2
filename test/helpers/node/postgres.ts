/**
 * A throwaway PostgreSQL server for tests (issue 24): its own cluster in a temporary directory,
 * trusting local connections, listening on 127.0.0.1 and a socket in that directory only, on a
 * free port, with fsync off (nothing in it outlives the test). Started with the installed
 * PostgreSQL's initdb and pg_ctl; as root, as the `postgres` user (initdb refuses root).
 *
 *   const missing = missingPostgres();
 *   describe('...', { skip: missing && !onCI ? missing : false }, () => { ... startPostgres() ... });
 *
 * Without the binaries a test is skipped with what to install, except on CI, where it fails.
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../engines.mjs';

const run = promisify(execFile);

export const APT_POSTGRES = 'apt-get install -y postgresql';
export const onCI = /^(true|1)$/i.test(process.env.CI ?? '');

/** The directory holding initdb and pg_ctl: POSTGRES_BIN, else the newest Debian-style install, else PATH. */
function binDirectory(): string | undefined {
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)).map((version) => join('/usr/lib/postgresql', version, 'bin'))
    : [];
  const candidates = [process.env.POSTGRES_BIN, ...debian, ...(process.env.PATH ?? '').split(delimiter)].filter(Boolean) as string[];
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

const asRoot = process.getuid?.() === 0;

/** The `postgres` user's uid and gid, when running as root (undefined when there is none). */
function postgresUser(): { uid: number; gid: number } | undefined {
  try {
    return { uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })) };
  } catch {
    return undefined;
  }
}

/** What is missing to start a test server, as a message saying what to install; undefined when nothing is. */
export function missingPostgres(): string | undefined {
  if (!binDirectory()) return `PostgreSQL is not installed (no initdb and pg_ctl in POSTGRES_BIN, /usr/lib/postgresql/*/bin or PATH): ${APT_POSTGRES}`;
  if (asRoot && !postgresUser()) return 'running as root, and there is no `postgres` user to run initdb as (initdb refuses root)';
  return undefined;
}

export interface TestPostgres {
  /** The server's own `postgres` database, as superuser `postgres`. */
  url: string;
  /** Creates an empty database (UTF-8, C collation, as the cluster) and resolves to its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * pg_ctl's server is no child of ours: it would outlive a test process that is killed (a
 * timeout, Ctrl-C) or ends without stop(). A shell of ours watches this process and, once it
 * is gone, stops the server and removes its directory. `stop` is pg_ctl's command line.
 */
function watchdog(dir: string, stop: [string, string[]]) {
  const script = 'pid=$1; dir=$2; shift 2; while kill -0 "$pid" 2>/dev/null; do sleep 1; done; "$@" >/dev/null 2>&1; rm -rf "$dir"';
  const child = spawn('sh', ['-c', script, 'postgres-watchdog', String(process.pid), dir, stop[0], ...stop[1]], { detached: true, stdio: 'ignore' });
  child.unref();
  return child;
}

/**
 * `durable`: PostgreSQL's own defaults for writing to disk (fsync, synchronous commit), as a shop
 * would run it: for the bench, which compares it with SQLite's file. Tests skip them (nothing in
 * their server outlives them).
 */
export async function startPostgres(options: { durable?: boolean } = {}): Promise<TestPostgres> {
  const missing = missingPostgres();
  if (missing) throw new Error(missing);
  const bin = binDirectory()!;
  const dir = mkdtempSync(join(tmpdir(), 'shop-pg-'));
  const data = join(dir, 'data');
  // initdb and the server run as `postgres` when we are root: the directory becomes theirs.
  const user = asRoot ? postgresUser()! : undefined;
  if (user) chownSync(dir, user.uid, user.gid);
  /** A PostgreSQL program's command line, as `postgres` when we are root. */
  const argv = (program: string, args: string[]): [string, string[]] => (user ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]] : [join(bin, program), args]);
  const as = (program: string, args: string[]) => run(...argv(program, args));
  const stopArgs = ['stop', '-D', data, '-m', 'immediate', '-w'];
  // From the start: a test killed while initdb or pg_ctl runs leaves nothing either.
  const watching = watchdog(dir, argv('pg_ctl', stopArgs));
  /** For a start that failed half-way. */
  const stopNow = () => {
    watching.kill();
    try {
      execFileSync(...argv('pg_ctl', stopArgs), { stdio: 'ignore' });
    } catch {
      // not running
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await as('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', ...(options.durable ? [] : ['--no-sync'])]);
    // A free port may be taken by another test file between asking and binding: a few tries.
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const settings = [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', ...(options.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'])];
      try {
        await as('pg_ctl', ['start', '-D', data, '-l', join(dir, 'server.log'), '-w', '-o', settings.join(' ')]);
        break;
      } catch (error) {
        const log = existsSync(join(dir, 'server.log')) ? readFileSync(join(dir, 'server.log'), 'utf8') : '';
        if (attempt < 3 && /could not bind|already in use/i.test(log)) continue;
        throw new Error(`pg_ctl start failed: ${(error as Error).message}\n${log.slice(-2000)}`);
      }
    }
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    return {
      url,
      async createDatabase(name) {
        const client = new pg.Client(url);
        await client.connect();
        try {
          await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
        } finally {
          await client.end();
        }
        return `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(name)}`;
      },
      async stop() {
        watching.kill();
        await as('pg_ctl', stopArgs).catch(() => undefined);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    stopNow();
    throw error;
  }
}
