/**
 * SHOP_PROCESSES=N: the shop from N processes on one machine (docs/scaling.md), with Node's
 * cluster module: one port, whose connections the first process hands out in turn, and one
 * database, through which the processes agree (demo/peers.ts). This first process serves
 * nothing itself: it starts the others, starts a new one when one dies, and on a signal has
 * them all drain.
 */
import cluster, { type Worker } from 'node:cluster';
import { staffKeyDefault } from './dev-tools.ts';

/** A process that dies this soon after it started is failing to start (a port taken, a bad setting): no new one. */
const FAILED_START_MS = 5_000;

/** Which of the N processes this is (1..N), or 0 when the shop runs as one process. */
export function workerNumber(): number {
  return cluster.isWorker ? Number(process.env.SHOP_PROCESS_NUMBER) || 0 : 0;
}

export async function superviseProcesses(count: number): Promise<void> {
  // One staff key for all of them: a request may reach any process.
  const staffKey = staffKeyDefault();
  let stopping = false;
  let failed = false;
  const started = new Map<Worker, number>();
  const start = (number: number) => {
    const worker = cluster.fork({ SHOP_PROCESS_NUMBER: String(number), STAFF_KEY: staffKey });
    started.set(worker, Date.now());
    worker.on('exit', (code, signal) => {
      const lived = Date.now() - started.get(worker)!;
      started.delete(worker);
      if (stopping) {
        if (code !== 0) failed = true;
        if (started.size === 0) process.exit(failed ? 1 : 0);
        return;
      }
      if (lived < FAILED_START_MS) {
        console.error(`Process ${number} stopped ${signal ? `on ${signal}` : `with code ${code}`} as it started: stopping the shop.`);
        stopAll();
        return;
      }
      console.error(`Process ${number} stopped ${signal ? `on ${signal}` : `with code ${code}`}: starting another.`);
      start(number);
    });
  };
  const stopAll = () => {
    stopping = true;
    if (started.size === 0) process.exit(1);
    for (const worker of started.keys()) worker.send('drain');
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // A second signal: every process at once.
      if (stopping) {
        for (const worker of started.keys()) worker.process.kill('SIGKILL');
        process.exit(1);
      }
      stopAll();
    });
  }
  for (let number = 1; number <= count; number += 1) start(number);
}
