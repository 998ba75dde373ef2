/**
 * The slide check ('Swipe right to complete verification'): the server draws a picture with a
 * gap at a random x and the matching piece (PNG, with pngjs), keeps x to itself, and checks
 * the answer. The piece is one of eight jigsaw outlines; the row (pieceY) is given, and on it
 * lie the hollow and two decoys of other outlines, darkened and rimmed alike, over grain and
 * soft shapes: the column is found by matching the piece's outline, not by the darkest spot. A challenge is used up by any answer and expires in 2 minutes; a right answer gives a
 * pass, also single use, good for 2 minutes and only from the address and for the account it was
 * earned for, which a sign-in, sign-up or code request then spends.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PNG } from 'pngjs';
import * as v from 'valibot';
import type { Db } from '../db/database.ts';
import { ApiError, Code, ok } from './envelope.ts';
import { parse, say, sha256 } from './context.ts';
import { rules } from './rules.ts';

export const SLIDE_WIDTH = 320;
export const SLIDE_HEIGHT = 160;
export const SLIDE_PIECE = 48;
export const SLIDE_TOLERANCE = 6;
export const SLIDE_LIFETIME_MS = 2 * 60_000;
export const PASS_LIFETIME_MS = 2 * 60_000;

type Rgb = [number, number, number];

/**
 * A piece's outline: a rounded square with a round tab on one side, out or in (a jigsaw piece).
 * Each challenge draws its piece in one of these eight, and its decoy hollows in others, so the
 * hollow is the one whose shape matches the piece, not the darkest or the only one.
 */
interface Shape {
  side: 0 | 1 | 2 | 3;
  out: boolean;
}

const SHAPES: Shape[] = [0, 1, 2, 3].flatMap((side) => [true, false].map((out) => ({ side: side as Shape['side'], out })));
const INSET = 7;
const TAB = 7;

/** Is (x, y) inside a piece of `shape` whose box's top-left is (0, 0)? */
function inShape(x: number, y: number, shape: Shape): boolean {
  const s = SLIDE_PIECE;
  if (x < 0 || y < 0 || x >= s || y >= s) return false;
  const r = 6;
  const lo = INSET;
  const hi = s - INSET - 1;
  const cx = Math.max(lo + r, Math.min(hi - r, x));
  const cy = Math.max(lo + r, Math.min(hi - r, y));
  const body = x >= lo && x <= hi && y >= lo && y <= hi && (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  const mid = (s - 1) / 2;
  const [tx, ty] = [
    [mid, lo],
    [hi, mid],
    [mid, hi],
    [lo, mid],
  ][shape.side]!;
  const tab = (x - tx!) ** 2 + (y - ty!) ** 2 <= TAB * TAB;
  return shape.out ? body || tab : body && !tab;
}

const onEdge = (x: number, y: number, shape: Shape) => inShape(x, y, shape) && (!inShape(x - 2, y, shape) || !inShape(x + 2, y, shape) || !inShape(x, y - 2, shape) || !inShape(x, y + 2, shape));
const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));

/** The picture as RGB rows: a gradient, soft blobs and grain, different every time. */
function scenery(): Rgb[][] {
  const a: Rgb = [randomInt(40, 200), randomInt(40, 200), randomInt(40, 200)];
  const b: Rgb = [randomInt(40, 200), randomInt(40, 200), randomInt(40, 200)];
  const blobs = Array.from({ length: 9 }, () => ({ x: randomInt(0, SLIDE_WIDTH), y: randomInt(0, SLIDE_HEIGHT), r: randomInt(14, 50), c: [randomInt(0, 256), randomInt(0, 256), randomInt(0, 256)] as Rgb }));
  // One buffer of randomness for the grain: a randomInt per pixel kept the event loop busy for 100 ms or more.
  const grains = randomBytes(SLIDE_WIDTH * SLIDE_HEIGHT);
  const rows: Rgb[][] = [];
  for (let y = 0; y < SLIDE_HEIGHT; y++) {
    const row: Rgb[] = [];
    for (let x = 0; x < SLIDE_WIDTH; x++) {
      const t = (x + y) / (SLIDE_WIDTH + SLIDE_HEIGHT);
      let px: Rgb = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
      for (const blob of blobs) {
        const d = Math.hypot(x - blob.x, y - blob.y);
        if (d < blob.r) {
          const k = 0.55 * (1 - d / blob.r);
          px = [px[0] + (blob.c[0] - px[0]) * k, px[1] + (blob.c[1] - px[1]) * k, px[2] + (blob.c[2] - px[2]) * k];
        }
      }
      const grain = (grains[y * SLIDE_WIDTH + x]! % 45) - 22;
      row.push([clamp(px[0] + grain), clamp(px[1] + grain), clamp(px[2] + grain)]);
    }
    rows.push(row);
  }
  return rows;
}

const dataUrl = (png: PNG) => `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;

export interface SlidePictures {
  gapX: number;
  pieceY: number;
  background: string;
  piece: string;
}

/** Draws one challenge: the background with its hollow and two decoy hollows of other shapes on the same row, and the piece cut from it. */
export function drawChallenge(): SlidePictures {
  const gapX = randomInt(SLIDE_PIECE + 16, SLIDE_WIDTH - SLIDE_PIECE - 8);
  const pieceY = randomInt(8, SLIDE_HEIGHT - SLIDE_PIECE - 8);
  const shape = SHAPES[randomInt(SHAPES.length)]!;
  const others = SHAPES.filter((other) => other !== shape);
  // Decoys share the row (the row is given, so a script would search it) and the hollow's look
  // (the same darkening and light rim), at columns clear of the gap and of each other.
  const hollows: { x: number; y: number; shape: Shape }[] = [{ x: gapX, y: pieceY, shape }];
  for (let tries = 0; hollows.length < 3 && tries < 50; tries++) {
    const x = randomInt(0, SLIDE_WIDTH - SLIDE_PIECE);
    if (hollows.every((h) => Math.abs(h.x - x) >= SLIDE_PIECE + 4)) {
      const y = Math.max(0, Math.min(SLIDE_HEIGHT - SLIDE_PIECE, pieceY + randomInt(-6, 7)));
      hollows.push({ x, y, shape: others[randomInt(others.length)]! });
    }
  }
  const shade = 0.4 + randomInt(0, 16) / 100;
  const rows = scenery();
  // A hollow is filled with its area's mean colour, darkened, under fresh grain: not a darker
  // copy of the piece's picture, which a script found by correlating the piece with the row.
  const fills = hollows.map((h) => {
    const sum = [0, 0, 0];
    let n = 0;
    for (let y = 0; y < SLIDE_PIECE; y++) for (let x = 0; x < SLIDE_PIECE; x++) {
      if (!inShape(x, y, h.shape)) continue;
      const px = rows[h.y + y]![h.x + x]!;
      for (let c = 0; c < 3; c++) sum[c]! += px[c]!;
      n++;
    }
    return sum.map((v) => (v / n) * shade) as Rgb;
  });
  const grain = randomBytes(SLIDE_WIDTH * SLIDE_HEIGHT);

  const piece = new PNG({ width: SLIDE_PIECE, height: SLIDE_PIECE });
  for (let y = 0; y < SLIDE_PIECE; y++) {
    for (let x = 0; x < SLIDE_PIECE; x++) {
      const i = (y * SLIDE_PIECE + x) * 4;
      const [r, g, b] = rows[pieceY + y]![gapX + x]!;
      const edge = onEdge(x, y, shape);
      piece.data[i] = edge ? 255 : r;
      piece.data[i + 1] = edge ? 255 : g;
      piece.data[i + 2] = edge ? 255 : b;
      piece.data[i + 3] = inShape(x, y, shape) ? 255 : 0;
    }
  }

  const background = new PNG({ width: SLIDE_WIDTH, height: SLIDE_HEIGHT });
  for (let y = 0; y < SLIDE_HEIGHT; y++) {
    for (let x = 0; x < SLIDE_WIDTH; x++) {
      let [r, g, b] = rows[y]![x]!;
      const which = hollows.findIndex((h) => inShape(x - h.x, y - h.y, h.shape));
      if (which >= 0) {
        const hollow = hollows[which]!;
        const fill = fills[which]!;
        const noise = (grain[y * SLIDE_WIDTH + x]! % 31) - 15;
        const light = onEdge(x - hollow.x, y - hollow.y, hollow.shape);
        [r, g, b] = light ? [clamp(r * 0.6 + 90), clamp(g * 0.6 + 90), clamp(b * 0.6 + 90)] : [fill[0] + noise, fill[1] + noise, fill[2] + noise];
      }
      const i = (y * SLIDE_WIDTH + x) * 4;
      background.data[i] = clamp(r);
      background.data[i + 1] = clamp(g);
      background.data[i + 2] = clamp(b);
      background.data[i + 3] = 255;
    }
  }
  return { gapX, pieceY, background: dataUrl(background), piece: dataUrl(piece) };
}

/** An account as passes are bound to it: trimmed, an e-mail in lower case (auth-flows' foldAccount). */
const passAccount = (account: string) => {
  const trimmed = account.trim();
  return rules.isEmail(trimmed) ? trimmed.toLowerCase() : trimmed;
};

/**
 * Spends a pass: true once for a pass that is good, not expired, earned from the same address
 * (`ip`) and for the same account (the request's, as typed). A pass earned elsewhere or for
 * another account is not spent by the attempt.
 */
export async function consumeSlidePass(db: Db, pass: string | undefined, ip: string, account: string): Promise<boolean> {
  if (!pass) return false;
  // One conditional DELETE: of two attempts with the same pass, only one deletes its row.
  return (await db.run`DELETE FROM slide_passes WHERE pass_hash = ${sha256(pass)} AND expires_at > ${Date.now()} AND ip = ${ip} AND account = ${passAccount(account)}`) === 1;
}

/**
 * When `needed`, the request must carry a good pass (spent here). Without one: 'Please
 * complete the verification'; with a bad or spent one: 'Verification failed'. Both say
 * field 'slide' and slide: true, so the form shows the check.
 */
export async function requireSlide(db: Db, request: FastifyRequest, pass: string | undefined, needed: boolean, account: string): Promise<void> {
  if (!needed) return;
  if (!pass) throw new ApiError(Code.fail, say(request, 'server.slideRequired'), { field: 'slide', slide: true });
  if (!(await consumeSlidePass(db, pass, request.ip, account))) throw new ApiError(Code.fail, say(request, 'verify.failed'), { field: 'slide', slide: true });
}

const answerBody = v.object({
  id: v.pipe(v.string(), v.regex(/^[\w-]{16,64}$/)),
  x: v.pipe(v.number(), v.finite()),
  trail: v.optional(v.pipe(v.array(v.tuple([v.number(), v.number()])), v.maxLength(1000))),
  /** The account the pass is for (the form's e-mail or mobile number); a pass serves no other. */
  account: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
});

export async function slideRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const limit = { config: { rateLimit: { max: app.authRateLimit, timeWindow: '1 minute' } } };
  // Loading a new picture is cheaper than answering one; the limit is wider.
  const challengeLimit = { config: { rateLimit: { max: app.authRateLimit * 2, timeWindow: '1 minute' } } };

  app.post('/auth/slide/challenge', challengeLimit, async () => {
    const at = Date.now();
    await db.run`DELETE FROM slide_challenges WHERE expires_at <= ${at}`;
    await db.run`DELETE FROM slide_passes WHERE expires_at <= ${at}`;
    const id = randomBytes(18).toString('base64url');
    const pictures = drawChallenge();
    const expiresAt = at + SLIDE_LIFETIME_MS;
    await db.run`INSERT INTO slide_challenges (id, gap_x, expires_at) VALUES (${id}, ${pictures.gapX}, ${expiresAt})`;
    return ok({
      id,
      background: pictures.background,
      piece: pictures.piece,
      width: SLIDE_WIDTH,
      height: SLIDE_HEIGHT,
      pieceSize: SLIDE_PIECE,
      pieceY: pictures.pieceY,
      expiresAt: new Date(expiresAt).toISOString(),
    });
  });

  app.post('/auth/slide/verify', limit, async (request) => {
    const body = parse(request, answerBody);
    // Any answer uses the challenge up: a wrong guess cannot be followed by another.
    const row = await db.row<{ gap_x: number; expires_at: number }>`DELETE FROM slide_challenges WHERE id = ${body.id} RETURNING gap_x, expires_at`;
    if (!row || row.expires_at <= Date.now() || Math.abs(body.x - row.gap_x) > SLIDE_TOLERANCE) throw new ApiError(Code.fail, say(request, 'verify.failed'), { field: 'slide' });
    const pass = randomBytes(24).toString('base64url');
    const expiresAt = Date.now() + PASS_LIFETIME_MS;
    await db.run`INSERT INTO slide_passes (pass_hash, expires_at, ip, account) VALUES (${sha256(pass)}, ${expiresAt}, ${request.ip}, ${passAccount(body.account)})`;
    return ok({ pass, expiresAt: new Date(expiresAt).toISOString() });
  });
}
