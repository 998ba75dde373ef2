/**
 * The demo shop as real server processes (`demo/main.ts`, as `npm start` runs it), for the tests
 * of several processes on one database (issue 24): each its own memory, so only what the
 * database carries is shared, and one can be killed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { testDatabaseFor } from './test-database.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface DemoProcess {
  /** The address it serves (the same for every process of a SHOP_PROCESSES run). */
  url: string;
  child: ChildProcess;
  /** The start lines printed so far, one per serving process. */
  lines: string[];
  /** Resolves with the exit code (null when killed by a signal) once the process has exited. */
  exited: Promise<number | null>;
}

/**
 * Starts `demo/main.ts` on a free port with DATA_DIR `dataDir`, and resolves once `serving`
 * processes (1, or SHOP_PROCESSES's N) have printed their start line.
 */
export async function startDemoProcess(dataDir: string, env: Record<string, string> = {}, serving = 1): Promise<DemoProcess> {
  // On PostgreSQL (npm run test:postgres), the directory's database: processes on one directory share it.
  const databaseUrl = await testDatabaseFor(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_FILE: '-', LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const lines: string[] = [];
  const output: string[] = [];
  const ready = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      const url = /^Shop Elements demo on (http:\/\/[^/ ]+)\//.exec(line)?.[1];
      if (!url) return;
      lines.push(line);
      if (lines.length === serving) resolve(url);
    });
    createInterface({ input: child.stderr! }).on('line', (line) => output.push(line));
    void exited.then((code) => reject(new Error(`The demo process exited with ${code} before it served:\n${output.slice(-20).join('\n')}`)));
  });
  return { url: await ready, child, lines, exited };
}

/** Stops it as a platform would (SIGTERM: drain, then exit), and resolves with its exit code. */
export async function stopDemoProcess(demo: DemoProcess): Promise<number | null> {
  if (demo.child.exitCode === null && demo.child.signalCode === null) demo.child.kill('SIGTERM');
  return demo.exited;
}
