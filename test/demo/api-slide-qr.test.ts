// The slide check and QR sign-in against the real demo server: pictures drawn on the server,
// single-use challenges and passes that expire (the clock is faked), wrong answers; a QR login
// bound to the browser that created it, claimed once, announced on that browser's socket only
// and never with a credential in the message or a URL.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it, mock } from 'node:test';
import { PNG } from 'pngjs';
import WebSocket from 'ws';
import { apiClient } from '../helpers/node/api-client.ts';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { drawChallenge, SLIDE_PIECE, SLIDE_WIDTH } from '../../demo/api/slide.ts';

let demo: RunningDemo;
let post: ReturnType<typeof apiClient>;
let phone: Record<string, string>;
before(async () => {
  demo = await startDemo();
  post = apiClient(demo.url);
  phone = { 'x-auth': (await post('/auth/signin', { account: 'demo@example.com', password: 'demo-password' })).data.token };
});
after(() => demo.close());
afterEach(() => mock.timers.reset());

const gapOf = (id: string) => demo.app.db.value<number>`SELECT gap_x FROM slide_challenges WHERE id = ${id}`;
const png = (url: string) => PNG.sync.read(Buffer.from(url.replace(/^data:image\/png;base64,/, ''), 'base64'));

describe('the slide picture', () => {
  const decode = (url: string) => PNG.sync.read(Buffer.from(url.split(',')[1]!, 'base64'));

  it("is not solved by correlating the piece's picture with the row: the hollows hold no copy of it", () => {
    const luma = (data: Buffer, i: number) => data[i]! * 0.3 + data[i + 1]! * 0.59 + data[i + 2]! * 0.11;
    let solved = 0;
    const rounds = 12;
    for (let round = 0; round < rounds; round++) {
      const { gapX, pieceY, background, piece } = drawChallenge();
      const bg = decode(background);
      const cut = decode(piece);
      // The piece's inner pixels (inside its outline, off its light rim).
      const inner: [number, number, number][] = [];
      for (let y = 3; y < SLIDE_PIECE - 3; y++) for (let x = 3; x < SLIDE_PIECE - 3; x++) {
        const opaque = (dx: number, dy: number) => cut.data[((y + dy) * SLIDE_PIECE + x + dx) * 4 + 3]! > 0;
        if (opaque(0, 0) && opaque(-3, 0) && opaque(3, 0) && opaque(0, -3) && opaque(0, 3)) inner.push([x, y, luma(cut.data, (y * SLIDE_PIECE + x) * 4)]);
      }
      const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
      const a = inner.map(([, , v]) => v);
      const ma = mean(a);
      // The script: the column whose pixels correlate best with the piece's (normalised, so a darkened copy still matches).
      let best = 0;
      let bestScore = -Infinity;
      for (let at = 0; at <= SLIDE_WIDTH - SLIDE_PIECE; at++) {
        const b = inner.map(([x, y]) => luma(bg.data, ((pieceY + y) * bg.width + at + x) * 4));
        const mb = mean(b);
        let cov = 0;
        let va = 0;
        let vb = 0;
        for (let i = 0; i < a.length; i++) {
          cov += (a[i]! - ma) * (b[i]! - mb);
          va += (a[i]! - ma) ** 2;
          vb += (b[i]! - mb) ** 2;
        }
        const score = cov / Math.sqrt(va * vb || 1);
        if (score > bestScore) [best, bestScore] = [at, score];
      }
      if (Math.abs(best - gapX) <= 6) solved++;
    }
    // A hollow that was the picture darkened gave itself away every time (12 of 12).
    assert.ok(solved <= 6, `the correlation found the gap ${solved} times in ${rounds}`);
  });

  it('cuts pieces of several outlines', () => {
    const outlines = new Set<string>();
    for (let round = 0; round < 24; round++) {
      const piece = decode(drawChallenge().piece);
      outlines.add(Array.from({ length: SLIDE_PIECE * SLIDE_PIECE }, (_, i) => (piece.data[i * 4 + 3]! > 0 ? 1 : 0)).join(''));
    }
    assert.ok(outlines.size >= 3, `${outlines.size} outlines in 24 pieces`);
  });
});

describe('slide check', () => {
  it('draws a background and a piece as PNGs; the gap is not in the answer', async () => {
    const challenge = (await post('/auth/slide/challenge')).data;
    assert.deepEqual(Object.keys(challenge).sort(), ['background', 'expiresAt', 'height', 'id', 'piece', 'pieceSize', 'pieceY', 'width']);
    const background = png(challenge.background);
    const piece = png(challenge.piece);
    assert.deepEqual([background.width, background.height], [challenge.width, challenge.height]);
    assert.deepEqual([piece.width, piece.height], [challenge.pieceSize, challenge.pieceSize]);
    assert.ok(challenge.pieceY >= 0 && challenge.pieceY + challenge.pieceSize <= challenge.height);
    assert.ok(!JSON.stringify(challenge).includes(`"gapX"`));
    const other = (await post('/auth/slide/challenge')).data;
    assert.notEqual(other.background, challenge.background, 'a new picture each time');
  });

  it('accepts an answer within 6 px once, and gives a pass', async () => {
    const { id } = (await post('/auth/slide/challenge')).data;
    const answer = await post('/auth/slide/verify', { id, x: (await gapOf(id))! - 6, trail: [[0, 0], [40, 120]] });
    assert.equal(answer.code, 0, answer.msg);
    assert.match(answer.data.pass, /^[\w-]{20,}$/);
    assert.ok(Date.parse(answer.data.expiresAt) > Date.now());
    const replay = await post('/auth/slide/verify', { id, x: 0 });
    assert.deepEqual([replay.code, replay.msg, replay.data], [40, 'Verification failed', { field: 'slide' }], 'a challenge is single use');
  });

  it('refuses a wrong answer and uses the challenge up', async () => {
    const { id } = (await post('/auth/slide/challenge')).data;
    const gap = (await gapOf(id))!;
    const wrong = await post('/auth/slide/verify', { id, x: gap + 7 });
    assert.deepEqual([wrong.code, wrong.msg, wrong.data.field], [40, 'Verification failed', 'slide']);
    assert.equal((await post('/auth/slide/verify', { id, x: gap })).code, 40, 'no second guess');
    assert.equal((await post('/auth/slide/verify', { id: 'no-such-challenge-0001', x: gap })).code, 40);
    assert.equal((await post('/auth/slide/verify', { id, x: 'left' })).data.field, 'x');
  });

  it('expires a challenge after 2 minutes', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    const { id } = (await post('/auth/slide/challenge')).data;
    const gap = (await gapOf(id))!;
    mock.timers.tick(2 * 60_000 + 1);
    assert.equal((await post('/auth/slide/verify', { id, x: gap })).msg, 'Verification failed');
  });

  it('expires a pass after 2 minutes, and a pass is spent by one request', async () => {
    const on = await startDemo();
    try {
      const call = apiClient(on.url);
      for (let i = 0; i < 3; i++) await call('/auth/code', { account: 'demo@example.com' });
      // A server of its own: three code requests from this IP make the fourth need a pass.
      const pass = async () => {
        const { id } = (await call('/auth/slide/challenge')).data;
        const gap = (await on.app.db.row<{ gap_x: number }>`SELECT gap_x FROM slide_challenges WHERE id = ${id}`)!.gap_x;
        return (await call('/auth/slide/verify', { id, x: gap, account: 'demo@example.com' })).data.pass as string;
      };
      mock.timers.enable({ apis: ['Date'], now: Date.now() });
      const old = await pass();
      mock.timers.tick(2 * 60_000 + 1);
      assert.deepEqual((await call('/auth/code', { account: 'demo@example.com', slide: old })).data, { field: 'slide', slide: true }, 'expired');
      const good = await pass();
      assert.equal((await call('/auth/code', { account: 'demo@example.com', slide: good })).code, 0);
      assert.equal((await call('/auth/code', { account: 'demo@example.com', slide: good })).msg, 'Verification failed', 'spent');
    } finally {
      await on.close();
    }
  });
});

function socket(visitor: string): Promise<{ ws: WebSocket; messages: any[]; next(): Promise<any> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${demo.url.replace('http', 'ws')}/ws/message?visitor=${visitor}`);
    const messages: any[] = [];
    const waiting: ((m: any) => void)[] = [];
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw));
      const w = waiting.shift();
      if (w) w(m);
      else messages.push(m);
    });
    ws.on('open', () => resolve({ ws, messages, next: () => (messages.length ? Promise.resolve(messages.shift()) : new Promise((r) => waiting.push(r))) }));
    ws.on('error', reject);
  });
}

describe('QR sign-in', () => {
  it('binds the login to the creating visitor; the phone confirms; the socket says so without a credential; the claim is once', async () => {
    const waiting = { 'x-visitor-id': crypto.randomUUID(), 'user-agent': 'WaitingBrowser/1.0' };
    const created = await post('/auth/qr/create', {}, waiting);
    assert.equal(created.code, 0, created.msg);
    const { id, secret, confirmUrl } = created.data;
    assert.equal(confirmUrl, `/auth/signin?qr=${id}`);
    assert.ok(!confirmUrl.includes(secret), 'the secret never goes in the URL');
    const row = (await demo.app.db.row<{ secret_hash: string }>`SELECT secret_hash FROM qr_logins WHERE id = ${id}`)!;
    assert.notEqual(row.secret_hash, secret, 'only a hash is stored');

    const mine = await socket(waiting['x-visitor-id']);
    const other = await socket(crypto.randomUUID());
    assert.deepEqual((await post('/auth/qr/status', { id, secret }, waiting)).data, { status: 'pending' });
    assert.equal((await post('/auth/qr/info', { id })).code, 50, 'the phone must be signed in');
    const info = (await post('/auth/qr/info', { id }, phone)).data;
    assert.deepEqual([info.status, info.device], ['pending', 'WaitingBrowser/1.0']);
    assert.equal((await post('/auth/qr/confirm', { id })).code, 50);
    assert.equal((await post('/auth/qr/confirm', { id }, phone)).code, 0);
    assert.deepEqual(await mine.next(), { namespace: 'auth', action: 'qr/confirmed', id }, 'no token on the socket');
    assert.equal((await post('/auth/qr/confirm', { id }, phone)).code, 40, 'confirmed once');

    // Another browser cannot claim it, not even with the secret; nor this one without it.
    assert.equal((await post('/auth/qr/status', { id, secret }, { 'x-visitor-id': crypto.randomUUID() })).msg, 'No such QR sign-in');
    assert.equal((await post('/auth/qr/status', { id, secret: 'x'.repeat(43) }, waiting)).msg, 'No such QR sign-in');
    assert.equal((await post('/auth/qr/status', { id, secret })).code, 40, 'no visitor id');

    const claimed = await post('/auth/qr/status', { id, secret }, waiting);
    assert.equal(claimed.data.status, 'confirmed');
    assert.equal(claimed.data.user.email, 'demo@example.com');
    const sessions = (await post('/user/sessions', {}, { 'x-auth': claimed.data.token })).data as { method: string; device: string; current: boolean }[];
    assert.deepEqual(sessions.filter((s) => s.current).map((s) => [s.method, s.device]), [['qr', 'WaitingBrowser/1.0']], 'the session is the waiting browser\'s');
    assert.deepEqual((await post('/auth/qr/status', { id, secret }, waiting)).data, { status: 'used' }, 'handed out once');

    other.ws.send(JSON.stringify({ code: 200, msg: 'ping' }));
    assert.deepEqual(await other.next(), { code: 200, msg: 'pong' });
    assert.deepEqual(other.messages, [], 'another browser heard nothing');
    mine.ws.close();
    other.ws.close();
  });

  it('declines, expires after 2 minutes, and needs a visitor id to start', async () => {
    const waiting = { 'x-visitor-id': crypto.randomUUID() };
    assert.equal((await post('/auth/qr/create')).code, 40, 'a visitor id is required');
    const first = (await post('/auth/qr/create', {}, waiting)).data;
    const mine = await socket(waiting['x-visitor-id']);
    assert.equal((await post('/auth/qr/decline', { id: first.id }, phone)).code, 0);
    assert.deepEqual(await mine.next(), { namespace: 'auth', action: 'qr/declined', id: first.id });
    assert.deepEqual((await post('/auth/qr/status', { id: first.id, secret: first.secret }, waiting)).data, { status: 'declined' });
    assert.equal((await post('/auth/qr/confirm', { id: first.id }, phone)).msg, 'This QR code has expired');
    mine.ws.close();

    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    const second = (await post('/auth/qr/create', {}, waiting)).data;
    mock.timers.tick(2 * 60_000 + 1);
    assert.deepEqual((await post('/auth/qr/status', { id: second.id, secret: second.secret }, waiting)).data, { status: 'expired' });
    assert.equal((await post('/auth/qr/confirm', { id: second.id }, phone)).code, 40);
  });

  it('the socket no longer takes a ?qr= subscription', async () => {
    const visitor = crypto.randomUUID();
    const { id } = (await post('/auth/qr/create', {}, { 'x-visitor-id': visitor })).data;
    const spy = await new Promise<{ ws: WebSocket; messages: any[] }>((resolve) => {
      const ws = new WebSocket(`${demo.url.replace('http', 'ws')}/ws/message?qr=${id}`);
      const messages: any[] = [];
      ws.on('message', (raw) => messages.push(JSON.parse(String(raw))));
      ws.on('open', () => resolve({ ws, messages }));
    });
    const mine = await socket(visitor);
    await post('/auth/qr/confirm', { id }, phone);
    assert.equal((await mine.next()).action, 'qr/confirmed');
    spy.ws.send(JSON.stringify({ code: 200, msg: 'ping' }));
    await new Promise((r) => spy.ws.once('message', r));
    assert.deepEqual(spy.messages, [{ code: 200, msg: 'pong' }], 'a socket that only knows the id hears nothing');
    spy.ws.close();
    mine.ws.close();
  });
});
