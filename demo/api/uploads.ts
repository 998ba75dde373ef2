/**
 * Uploaded images are accepted by what they are (magic bytes), never by name or declared type.
 * readImageForm() reads a multipart form of text fields and image files with the limits every
 * upload shares, and words each refusal for the shopper (server.* locale keys) at its field.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync, unlinkSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { say } from './context.ts';
import { ApiError, Code } from './envelope.ts';
import { hasNul, nulRefusal } from '../nul-text.ts';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const MAX_IMAGE_MB = MAX_IMAGE_BYTES / 1024 / 1024;

export type ImageType = 'png' | 'jpg' | 'gif' | 'webp';

export function imageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/** The refusals, in the request's language, with the form field they belong to. */
export const notAnImage = (request: FastifyRequest, field: string, filename?: string) =>
  new ApiError(Code.fail, filename ? say(request, 'server.notImage', filename.slice(0, 100)) : say(request, 'server.imageType'), { field });
export const imageTooLarge = (request: FastifyRequest, field: string) => new ApiError(Code.fail, say(request, 'server.imageTooLarge', MAX_IMAGE_MB), { field });
export const tooManyImages = (request: FastifyRequest, field: string, max: number) => new ApiError(Code.fail, say(request, 'server.tooManyImages', max), { field });

export interface ImageFile {
  field: string;
  bytes: Buffer;
  type: ImageType;
}

/**
 * Every part of a multipart request: text fields by name (the last value wins) and image files
 * (checked by content and size; an empty file input is skipped). `maxFiles` files at most.
 */
export async function readImageForm(request: FastifyRequest, maxFiles: number, filesField = 'images'): Promise<{ fields: Record<string, string>; images: ImageFile[] }> {
  const fields: Record<string, string> = {};
  const images: ImageFile[] = [];
  try {
    for await (const part of request.parts({ limits: { files: maxFiles, fileSize: MAX_IMAGE_BYTES } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length === 0) continue;
        const type = imageType(bytes);
        if (!type) throw notAnImage(request, part.fieldname, part.filename);
        images.push({ field: part.fieldname, bytes, type });
      } else {
        const value = String(part.value);
        if (hasNul(value) || hasNul(part.fieldname)) throw nulRefusal(request, part.fieldname);
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    const field = (error as { part?: { fieldname?: string } }).part?.fieldname ?? filesField;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge(request, field);
    if (code === 'FST_FILES_LIMIT') throw tooManyImages(request, filesField, maxFiles);
    throw error;
  }
  return { fields, images };
}

/**
 * How much shoppers may upload (docs/api.md, "Limits"): per account and per IP within a window,
 * and a budget for everything stored (avatars, inquiry and return pictures together), so no one fills
 * the disk. ServerOptions.uploads overrides them (tests use small ones).
 */
export interface UploadLimits {
  /** Pictures and bytes one account may store per window. */
  accountFiles: number;
  accountBytes: number;
  /** Pictures and bytes one IP may store per window (guests' inquiries included). */
  ipFiles: number;
  ipBytes: number;
  windowMs: number;
  /** All stored uploads together; beyond it every upload is refused until some are removed. */
  totalBytes: number;
}

const MB = 1024 * 1024;
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { accountFiles: 20, accountBytes: 20 * MB, ipFiles: 30, ipBytes: 30 * MB, windowMs: 60 * 60_000, totalBytes: 1024 * MB };

/** The folders under the data directory that hold shoppers' uploads (the seed's pictures are not counted). */
export const UPLOAD_FOLDERS = ['media/avatars', 'uploads/inquiries', 'uploads/returns'];

interface Usage {
  start: number;
  files: number;
  bytes: number;
}

/** At most this often a process deletes ended windows' rows (on an upload; no timer). */
const SWEEP_EVERY_MS = 60_000;

/**
 * The quota keeper. Usage per key ('account:<id>', 'ip:<address>') in fixed windows, kept in
 * the database (table upload_usage), not in a process's memory: every server process on one data
 * directory (issue 24) counts against the same windows, and a restart does not forgive them. A
 * window starts at the first upload recorded after the last one ended.
 *
 * `check` only reads: an early refusal, before a picture is read or stored. `record` decides,
 * inside the caller's transaction: one conditional upsert per key adds the pictures only while
 * they fit, so two uploads in flight cannot both take a window's last slot (the second's upsert
 * changes no row and is refused), here and on PostgreSQL alike.
 *
 * The bytes stored are read from the upload folders at each check, not counted: the folders
 * are what every process writes to and deletes from, so they are the one count all agree on;
 * a tally (in memory or in the database) drifts whenever a file is written or removed outside
 * it (a request that fails after storing its pictures, `demo:reset`, a file removed by hand).
 * Uploads are few (the quotas above), so reading a folder listing each time costs little.
 */
export class UploadQuota {
  private sweptAt = 0;

  constructor(
    readonly limits: UploadLimits,
    private readonly db: Db,
    private readonly dataDir: string,
  ) {}

  /** The keys an upload counts against: the account (when signed in) and the IP. */
  static keys(request: FastifyRequest, userId: number | null | undefined): string[] {
    return [...(userId != null ? [`account:${userId}`] : []), `ip:${request.ip}`];
  }

  /** A key's quota: pictures and bytes per window. */
  private maxima(key: string): [files: number, bytes: number] {
    return key.startsWith('account:') ? [this.limits.accountFiles, this.limits.accountBytes] : [this.limits.ipFiles, this.limits.ipBytes];
  }

  /** The refusal for a full window, naming the minutes until it ends. */
  private overQuota(request: FastifyRequest, field: string, start: number, at: number): ApiError {
    const minutes = Math.max(1, Math.ceil((start + this.limits.windowMs - at) / 60_000));
    return new ApiError(Code.fail, say(request, 'server.uploadQuota', minutes), { field });
  }

  private overBudget(request: FastifyRequest, field: string): ApiError {
    return new ApiError(Code.fail, say(request, 'server.uploadBudget'), { field });
  }

  /**
   * Refuses (code 40 at `field`) when storing `files` more pictures of `bytes` would pass a
   * quota or the budget. The avatar asks with 1 and 0 before reading its file (already over:
   * the body is not even read); both uploads ask with the real figures once read. Only reads,
   * through the quota's own handle: call it outside a transaction. Passing it reserves nothing;
   * `record` is what decides.
   */
  async check(request: FastifyRequest, keys: readonly string[], files: number, bytes: number, field: string): Promise<void> {
    const at = Date.now();
    for (const key of keys) {
      const row = await this.db.row<Usage>`SELECT start, files, bytes FROM upload_usage WHERE key = ${key}`;
      // The key's window now: its row while the window runs, else an empty one starting now.
      const usage = row && at - row.start < this.limits.windowMs ? row : { start: at, files: 0, bytes: 0 };
      const [maxFiles, maxBytes] = this.maxima(key);
      if (usage.files + files > maxFiles || usage.bytes + bytes > maxBytes) throw this.overQuota(request, field, usage.start, at);
    }
    if (this.stored() + bytes > this.limits.totalBytes) throw this.overBudget(request, field);
  }

  /**
   * Counts `files` stored pictures of `bytes` against the keys, through `t`, the caller's
   * transaction (the rows the pictures belong to are written in it too: a refusal or a busy
   * database undoes both, never the count alone). Refuses (code 40 at `field`, as `check`) when
   * they no longer fit: each key's add is one conditional upsert, so of two uploads racing for
   * the last slot one is refused. Called once the pictures are in the upload folders, so the
   * budget's figure (the folders) already holds them. Throws SQLITE_BUSY under another process's
   * lock (answered 503 "busy").
   */
  async record(t: Db, request: FastifyRequest, keys: readonly string[], files: number, bytes: number, field: string): Promise<void> {
    const at = Date.now();
    const window = this.limits.windowMs;
    // Joins the caller's transaction: a key refused after another was added undoes that add.
    await t.tx(async (q) => {
      // Forget ended windows now and then, so the table does not grow with every address ever seen.
      if (at - this.sweptAt >= SWEEP_EVERY_MS) {
        this.sweptAt = at;
        await q.run`DELETE FROM upload_usage WHERE start <= ${at - window}`;
      }
      for (const key of keys) {
        const [maxFiles, maxBytes] = this.maxima(key);
        // A new or ended window takes the pictures if they fit alone (known here); a running one
        // only if they fit with what it holds, a condition of the write: otherwise no row
        // changes and the count is 0.
        const added =
          files <= maxFiles && bytes <= maxBytes
            ? await q.run`
                INSERT INTO upload_usage (key, start, files, bytes) VALUES (${key}, ${at}, ${files}, ${bytes})
                ON CONFLICT (key) DO UPDATE SET
                  start = CASE WHEN excluded.start - upload_usage.start >= ${window} THEN excluded.start ELSE upload_usage.start END,
                  files = CASE WHEN excluded.start - upload_usage.start >= ${window} THEN excluded.files ELSE upload_usage.files + excluded.files END,
                  bytes = CASE WHEN excluded.start - upload_usage.start >= ${window} THEN excluded.bytes ELSE upload_usage.bytes + excluded.bytes END
                WHERE excluded.start - upload_usage.start >= ${window} OR (upload_usage.files + excluded.files <= ${maxFiles} AND upload_usage.bytes + excluded.bytes <= ${maxBytes})`
            : 0;
        if (added === 0) {
          const start = await q.value<number>`SELECT start FROM upload_usage WHERE key = ${key}`;
          throw this.overQuota(request, field, start !== undefined && at - start < window ? start : at, at);
        }
      }
      // Read under the transaction's write lock, with this upload's pictures already in the folders:
      // of this process's uploads racing for the budget's last bytes, each sees the others' files.
      if (this.stored() > this.limits.totalBytes) throw this.overBudget(request, field);
    });
  }

  /** Deletes a stored upload (a replaced avatar): its bytes leave the budget with the file. */
  remove(relativePath: string): void {
    try {
      unlinkSync(join(this.dataDir, relativePath));
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOENT') throw error;
    }
  }

  /** Bytes in the upload folders now (every process's files). */
  stored(): number {
    return UPLOAD_FOLDERS.reduce((sum, folder) => sum + folderBytes(join(this.dataDir, folder)), 0);
  }
}

function folderBytes(dir: string): number {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return 0;
  }
  return entries.reduce((sum, name) => {
    // Another process may delete a file between the listing and its stat.
    const stat = statSync(join(dir, name), { throwIfNoEntry: false });
    return sum + (stat?.isFile() ? stat.size : 0);
  }, 0);
}

/** A picture written to the upload folders, as its row records it. */
export interface StoredImage { path: string; type: ImageType; bytes: number }

/**
 * Writes the images under <dataDir>/<folder>/ with names of ours; answers the stored rows. Done
 * before the transaction that writes their rows (nothing but queries is awaited inside one); if
 * that transaction fails, the caller removes them (UploadQuota.remove).
 */
export async function storeImages(dataDir: string, folder: string, prefix: string, images: readonly ImageFile[]): Promise<StoredImage[]> {
  const dir = join(dataDir, folder);
  await mkdir(dir, { recursive: true });
  const stored: StoredImage[] = [];
  try {
    for (const image of images) {
      const name = `${prefix}-${randomBytes(6).toString('hex')}.${image.type}`;
      stored.push({ path: `${folder}/${name}`, type: image.type, bytes: image.bytes.length });
      await writeFile(join(dir, name), image.bytes);
    }
  } catch (error) {
    // A full disk halfway: what was written so far (a part of the last one too) goes.
    await Promise.all(stored.map(({ path }) => rm(join(dataDir, path), { force: true })));
    throw error;
  }
  return stored;
}
