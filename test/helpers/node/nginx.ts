/**
 * nginx from Debian's package, started by a test with a configuration of its own (docs/scaling.md's
 * recipe, issue 24): in the foreground, in a temporary directory, as a child of the test process
 * (it ends with it). Without nginx a test is skipped with what to install, except on CI, where it
 * fails (`.ci/run` installs it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { freePort } from '../engines.mjs';

export const APT_NGINX = 'apt-get install -y nginx';

/** nginx's binary: /usr/sbin (Debian's, not on a plain user's PATH), else PATH. */
function nginxBinary(): string | undefined {
  return ['/usr/sbin', ...(process.env.PATH ?? '').split(delimiter)].map((dir) => join(dir, 'nginx')).find((path) => existsSync(path));
}

export function missingNginx(): string | undefined {
  return nginxBinary() ? undefined : `nginx is not installed: ${APT_NGINX}`;
}

export interface RunningNginx {
  /** http://127.0.0.1:<port>, where it listens. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts nginx on a free port with `http` as its http block's content, in which `{port}` is
 * replaced by that port. Resolves once it answers.
 */
export async function startNginx(http: (port: number) => string): Promise<RunningNginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error(missingNginx());
  const dir = mkdtempSync(join(tmpdir(), 'shop-nginx-'));
  // A port taken between asking and binding: a few tries.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${join(dir, kind)};`).join(' ');
    writeFileSync(
      join(dir, 'nginx.conf'),
      // As root its workers would run as nobody, who cannot enter the temporary directory.
      `${process.getuid?.() === 0 ? 'user root;' : ''} daemon off; worker_processes 1; pid ${join(dir, 'nginx.pid')}; error_log stderr;
events { worker_connections 256; }
http { access_log off; ${temp}
${http(port)}
}
`,
    );
    const child = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk));
    const url = `http://127.0.0.1:${port}`;
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGQUIT');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dir, { recursive: true, force: true });
    };
    const outcome = await answering(url, child);
    if (outcome === 'answering') return { url, stop };
    await stop();
    if (attempt < 3 && /in use/i.test(errors)) continue;
    throw new Error(`nginx did not start:\n${errors.slice(-2000)}`);
  }
}

/** Whether nginx answers at `url` (any answer: it may proxy to nothing yet) before it exits. */
async function answering(url: string, child: ChildProcess): Promise<'answering' | 'exited'> {
  let exited = false;
  child.once('exit', () => (exited = true));
  while (!exited) {
    try {
      await fetch(`${url}/`, { signal: AbortSignal.timeout(5000) });
      return 'answering';
    } catch {
      // Not listening yet: asked again shortly (a poll of the condition, not a wait for a time).
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return 'exited';
}
