/**
 * Password hashes take turns (issue 21, items 3 and 10): scrypt runs on libuv's 4-thread pool,
 * which also reads every static file, so at most `concurrent` hashes run at once, a bounded
 * queue waits, and beyond it (or when a shutdown could not see the queue through) a sign-in is
 * refused at once with HTTP 503 + Retry-After. Nothing here is timed: the tests count hashes
 * (scryptWatch sees each scrypt call handed to the pool) and hold turns open to fill the queue.
 */
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { hashPassword, SCRYPT_PARAMS, scryptWatch, type ScryptWork } from '../../demo/auth/password.ts';
import { defaultHashLimits, drainCapacity, type HashStats } from '../../demo/auth/hash-gate.ts';
import { DEMO_USER } from '../../demo/seed/seed.ts';

const BUSY = { code: 41, msg: 'The shop is busy; please try again in a moment.', data: null };

/** A gate's counts as they change, and a way to wait until they say something. */
function watchGate() {
  let last: HashStats = { running: 0, queued: 0, refused: 0, draining: false };
  const waiters: (() => void)[] = [];
  return {
    onChange(stats: HashStats) {
      last = stats;
      for (const wake of waiters.splice(0)) wake();
    },
    get stats() {
      return last;
    },
    until(test: (stats: HashStats) => boolean): Promise<void> {
      return new Promise((done) => {
        const check = () => (test(last) ? done() : waiters.push(check));
        check();
      });
    },
    /** Wakes the waiters (for conditions that read other counts too). */
    poke() {
      for (const wake of waiters.splice(0)) wake();
    },
  };
}

/** Turns that wait for release() before hashing; the first `free` turns go straight through. */
function holdTurns(free = 0) {
  let turns = 0;
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  return {
    beforeHash: async () => {
      if (++turns > free) await released;
    },
    release: () => release(),
  };
}

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { code: number; msg: string; data: unknown };
}

function signIn(demo: RunningDemo, password = DEMO_USER.password): Promise<Answer> {
  return fetch(`${demo.url}/api/web/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: DEMO_USER.email, password }) }).then(async (response) => ({
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Answer['body'],
  }));
}

/**
 * Where only the turns matter, not the hash's weight: the demo account gets a cheap stored hash
 * (N=2^10), and the sign-ins send a wrong password, so each costs one small verify and no
 * rehash (answered HTTP 200, code 40).
 */
const CHEAP_HASH = hashPassword('cheap-password', { N: 1024, r: 8, p: 1 });
async function cheapSignIns(demo: RunningDemo, count: number): Promise<Promise<Answer>[]> {
  await demo.app.db.run`UPDATE users SET password_hash = ${await CHEAP_HASH} WHERE email = ${DEMO_USER.email}`;
  return Array.from({ length: count }, () => signIn(demo, 'wrong-password'));
}

/** Starts the requests and resolves, as answers come in, once `count` of them have answered (with those answers). */
function firstAnswers(requests: Promise<Answer>[], count: number): Promise<Answer[]> {
  const arrived: Answer[] = [];
  return new Promise((done) => {
    for (const request of requests)
      void request.then((answer) => {
        arrived.push(answer);
        if (arrived.length === count) done([...arrived]);
      });
  });
}

afterEach(() => {
  scryptWatch.listener = undefined;
});

describe('password hashes take turns', { timeout: 300_000 }, () => {
  it('runs at most two scrypt calls at once under eight sign-ins, and static files answer while the others wait', async () => {
    // Count the scrypt calls handed to the thread pool (set after the start, whose stand-in hash
    // is not a sign-in's).
    await CHEAP_HASH;
    const inFlight = new Set<ScryptWork>();
    let peak = 0;
    let started = 0;
    const gate = watchGate();
    // The first two turns hash at once; later turns are held, so the queue stays full while we look.
    const hold = holdTurns(2);
    const demo = await startDemo({ passwordWork: SCRYPT_PARAMS, hashing: { concurrent: 2, queue: 20, onChange: gate.onChange, beforeHash: hold.beforeHash } });
    scryptWatch.listener = (event, work) => {
      if (event === 'start') {
        inFlight.add(work);
        started++;
        peak = Math.max(peak, inFlight.size);
      } else inFlight.delete(work);
      gate.poke();
    };
    try {
      const signIns = await cheapSignIns(demo, 8);
      // Two hashes on the pool, the others queued behind them.
      await gate.until((stats) => stats.running === 2 && stats.queued >= 1 && (inFlight.size === 2 || started >= 2));
      for (const path of ['/assets/demo.css', '/dist/shop-elements.js']) {
        const file = await fetch(`${demo.url}${path}`);
        assert.equal(file.status, 200, path);
        await file.arrayBuffer();
      }
      assert.ok(gate.stats.queued >= 1, 'the static files answered while sign-ins were still queued');
      hold.release();
      const answers = await Promise.all(signIns);
      assert.deepEqual(answers.map((a) => [a.status, a.body.code]), Array.from({ length: 8 }, () => [200, 40]));
      assert.equal(started, 8, 'one scrypt call per sign-in');
      assert.ok(peak >= 1 && peak <= 2, `at most two at once (peak ${peak})`);
      assert.deepEqual(gate.stats, { running: 0, queued: 0, refused: 0, draining: false });
    } finally {
      hold.release();
      await demo.close();
    }
  });

  it('refuses a sign-in beyond a full queue at once with HTTP 503, Retry-After and code 41 "busy" (API and no-JavaScript form); the queued ones then go through', async () => {
    const gate = watchGate();
    const hold = holdTurns();
    const demo = await startDemo({ passwordWork: SCRYPT_PARAMS, hashing: { concurrent: 1, queue: 2, retryAfterS: 3, onChange: gate.onChange, beforeHash: hold.beforeHash } });
    try {
      const signIns = await cheapSignIns(demo, 6);
      // One running (held), two queued: the other three are refused without waiting for them.
      const refused = await firstAnswers(signIns, 3);
      assert.deepEqual(refused, Array.from({ length: 3 }, () => ({ status: 503, retryAfter: '3', body: BUSY })));
      assert.deepEqual(gate.stats, { running: 1, queued: 2, refused: 3, draining: false });
      const form = await fetch(`${demo.url}/auth/signin`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: demo.url }, body: new URLSearchParams({ account: DEMO_USER.email, password: DEMO_USER.password }).toString() });
      assert.equal(form.status, 503);
      assert.equal(form.headers.get('retry-after'), '3');
      assert.match(await form.text(), /The shop is busy; please try again in a moment\./);
      hold.release();
      const all = await Promise.all(signIns);
      assert.equal(all.filter((a) => a.status === 200 && a.body.code === 40).length, 3, 'the running and the queued sign-ins are answered (a wrong password)');
      assert.equal(all.filter((a) => a.status === 503).length, 3);
    } finally {
      hold.release();
      await demo.close();
    }
  });
});

describe('password hashes and the shutdown drain', { timeout: 300_000 }, () => {
  it('sizes the default queue so that a full one empties within the drain limit', () => {
    assert.deepEqual(defaultHashLimits(10_000), { concurrent: 2, queue: 18, retryAfterS: 2 });
    for (const drainMs of [2_000, 10_000, 30_000]) {
      const limits = defaultHashLimits(drainMs);
      assert.ok(limits.concurrent < 4, 'below the thread pool');
      assert.ok(limits.queue >= 1 && limits.queue <= Math.max(1, drainCapacity(limits.concurrent, drainMs)), String(drainMs));
    }
    // Two at a time, 0.5 s a hash, half of 10 s: 9 rounds, the first taken by the running ones.
    assert.equal(drainCapacity(2, 10_000, 500), 16 + 2);
    assert.equal(drainCapacity(1, 1, 500), 0);
    assert.equal(drainCapacity(2, 10_000, 5_000), 0, 'slow hashes: none of the queue fits');
  });

  it('on close, refuses at once (503) the queued hashes the drain limit could not see through; the running one finishes', async () => {
    const gate = watchGate();
    const hold = holdTurns();
    // A drain limit no queued hash fits in.
    const demo = await startDemo({ passwordWork: SCRYPT_PARAMS, drainMs: 1, hashing: { concurrent: 1, queue: 10, onChange: gate.onChange, beforeHash: hold.beforeHash } });
    let closing: Promise<void> | undefined;
    try {
      const signIns = await cheapSignIns(demo, 4);
      await gate.until((stats) => stats.running === 1 && stats.queued === 3);
      closing = demo.app.close();
      const refused = await firstAnswers(signIns, 3);
      assert.deepEqual(refused, Array.from({ length: 3 }, () => ({ status: 503, retryAfter: '2', body: BUSY })));
      assert.deepEqual(gate.stats, { running: 1, queued: 0, refused: 3, draining: true });
      hold.release();
      const all = await Promise.all(signIns);
      assert.equal(all.filter((a) => a.status === 200 && a.body.code === 40).length, 1, 'the running one is answered');
      await closing;
    } finally {
      hold.release();
      if (!closing) await demo.app.close();
      await closing;
      const { rmSync } = await import('node:fs');
      rmSync(demo.dataDir, { recursive: true, force: true });
    }
  });

  it('keeps the queued hashes a longer drain limit can see through', async () => {
    const gate = watchGate();
    const hold = holdTurns();
    const demo = await startDemo({ passwordWork: SCRYPT_PARAMS, drainMs: 60_000, hashing: { concurrent: 1, queue: 10, onChange: gate.onChange, beforeHash: hold.beforeHash } });
    let closing: Promise<void> | undefined;
    try {
      const signIns = await cheapSignIns(demo, 4);
      await gate.until((stats) => stats.running === 1 && stats.queued === 3);
      closing = demo.app.close();
      await gate.until((stats) => stats.draining);
      assert.deepEqual(gate.stats, { running: 1, queued: 3, refused: 0, draining: true });
      hold.release();
      const all = await Promise.all(signIns);
      assert.deepEqual(all.map((a) => [a.status, a.body.code]), Array.from({ length: 4 }, () => [200, 40]));
      await closing;
    } finally {
      hold.release();
      if (!closing) await demo.app.close();
      await closing;
      const { rmSync } = await import('node:fs');
      rmSync(demo.dataDir, { recursive: true, force: true });
    }
  });
});
