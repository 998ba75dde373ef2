/**
 * Uploaded images are accepted by what they are (magic bytes), never by name or declared type.
 * readImageForm() reads a multipart form of text fields and image files with the limits every
 * upload shares, and words each refusal for the shopper (server.* locale keys) at its field.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Statement } from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { say } from './context.ts';
import { ApiError, Code } from './envelope.ts';

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
        fields[part.fieldname] = String(part.value);
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
 * window starts at the first upload recorded after the last one ended. `check` only reads;
 * `record` adds, in one statement per key.
 *
 * The bytes stored are read from the upload folders at each check, not counted: the folders
 * are what every process writes to and deletes from, so they are the one count all agree on;
 * a tally (in memory or in the database) drifts whenever a file is written or removed outside
 * it (a request that fails after storing its pictures, `demo:reset`, a file removed by hand).
 * Uploads are few (the quotas above), so reading a folder listing each time costs little.
 */
export class UploadQuota {
  private readonly read: Statement<[string], Usage>;
  private readonly add: Statement<{ key: string; at: number; window: number; files: number; bytes: number }>;
  private readonly sweep: Statement<[number]>;
  private sweptAt = 0;

  constructor(
    readonly limits: UploadLimits,
    private readonly db: Db,
    private readonly dataDir: string,
  ) {
    this.read = db.prepare('SELECT start, files, bytes FROM upload_usage WHERE key = ?');
    this.add = db.prepare(`
      INSERT INTO upload_usage (key, start, files, bytes) VALUES (@key, @at, @files, @bytes)
      ON CONFLICT(key) DO UPDATE SET
        start = CASE WHEN @at - start >= @window THEN @at ELSE start END,
        files = CASE WHEN @at - start >= @window THEN @files ELSE files + @files END,
        bytes = CASE WHEN @at - start >= @window THEN @bytes ELSE bytes + @bytes END`);
    this.sweep = db.prepare('DELETE FROM upload_usage WHERE start <= ?');
  }

  /** The keys an upload counts against: the account (when signed in) and the IP. */
  static keys(request: FastifyRequest, userId: number | null | undefined): string[] {
    return [...(userId != null ? [`account:${userId}`] : []), `ip:${request.ip}`];
  }

  /** The key's window now: its row while the window runs, else an empty one starting now. */
  private current(key: string, at: number): Usage {
    const usage = this.read.get(key);
    return usage && at - usage.start < this.limits.windowMs ? usage : { start: at, files: 0, bytes: 0 };
  }

  /**
   * Refuses (code 40 at `field`) when storing `files` more pictures of `bytes` would pass a
   * quota or the budget. The avatar asks with 1 and 0 before reading its file (already over:
   * the body is not even read); both uploads ask with the real figures once read.
   */
  check(request: FastifyRequest, keys: readonly string[], files: number, bytes: number, field: string): void {
    const at = Date.now();
    for (const key of keys) {
      const usage = this.current(key, at);
      const [maxFiles, maxBytes] = key.startsWith('account:') ? [this.limits.accountFiles, this.limits.accountBytes] : [this.limits.ipFiles, this.limits.ipBytes];
      if (usage.files + files > maxFiles || usage.bytes + bytes > maxBytes) {
        const minutes = Math.max(1, Math.ceil((usage.start + this.limits.windowMs - at) / 60_000));
        throw new ApiError(Code.fail, say(request, 'server.uploadQuota', minutes), { field });
      }
    }
    if (this.stored() + bytes > this.limits.totalBytes) throw new ApiError(Code.fail, say(request, 'server.uploadBudget'), { field });
  }

  /**
   * Counts stored pictures against the keys (the budget needs no count: stored() reads the
   * folders). A write: under another process's lock it throws SQLITE_BUSY (answered 503 "busy").
   */
  record(keys: readonly string[], files: number, bytes: number): void {
    const at = Date.now();
    this.db.transaction(() => {
      // Forget ended windows now and then, so the table does not grow with every address ever seen.
      if (at - this.sweptAt >= SWEEP_EVERY_MS) {
        this.sweptAt = at;
        this.sweep.run(at - this.limits.windowMs);
      }
      for (const key of keys) this.add.run({ key, at, window: this.limits.windowMs, files, bytes });
    }).immediate();
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

/** Writes the images under <dataDir>/<folder>/ with names of ours; answers the stored rows. */
export function storeImages(dataDir: string, folder: string, prefix: string, images: readonly ImageFile[]): { path: string; type: ImageType; bytes: number }[] {
  const dir = join(dataDir, folder);
  mkdirSync(dir, { recursive: true });
  return images.map((image) => {
    const name = `${prefix}-${randomBytes(6).toString('hex')}.${image.type}`;
    writeFileSync(join(dir, name), image.bytes);
    return { path: `${folder}/${name}`, type: image.type, bytes: image.bytes.length };
  });
}
