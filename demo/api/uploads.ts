/**
 * Uploaded images are accepted by what they are (magic bytes), never by name or declared type.
 * readImageForm() reads a multipart form of text fields and image files with the limits every
 * upload shares, and words each refusal for the shopper (server.* locale keys) at its field.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
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

/**
 * The quota keeper: usage per key ('account:<id>', 'ip:<address>') in fixed windows, in memory
 * like the rate limits (a restart forgives), and the bytes stored, read from the folders once
 * and kept up to date as files are written and removed.
 */
export class UploadQuota {
  private readonly usage = new Map<string, Usage>();
  private storedBytes: number | undefined;

  constructor(
    readonly limits: UploadLimits,
    private readonly dataDir: string,
  ) {}

  /** The keys an upload counts against: the account (when signed in) and the IP. */
  static keys(request: FastifyRequest, userId: number | null | undefined): string[] {
    return [...(userId != null ? [`account:${userId}`] : []), `ip:${request.ip}`];
  }

  private current(key: string, at: number): Usage {
    const usage = this.usage.get(key);
    if (usage && at - usage.start < this.limits.windowMs) return usage;
    const fresh = { start: at, files: 0, bytes: 0 };
    this.usage.set(key, fresh);
    // Forget ended windows now and then, so the map does not grow with every address ever seen.
    if (this.usage.size > 10_000) for (const [k, u] of this.usage) if (at - u.start >= this.limits.windowMs) this.usage.delete(k);
    return fresh;
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

  /** Counts stored pictures against the keys and the budget. */
  record(keys: readonly string[], files: number, bytes: number): void {
    const at = Date.now();
    for (const key of keys) {
      const usage = this.current(key, at);
      usage.files += files;
      usage.bytes += bytes;
    }
    this.storedBytes = this.stored() + bytes;
  }

  /** Deletes a stored upload (a replaced avatar) and gives its bytes back to the budget. */
  remove(relativePath: string): void {
    const file = join(this.dataDir, relativePath);
    try {
      const { size } = statSync(file);
      unlinkSync(file);
      this.storedBytes = Math.max(0, this.stored() - size);
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOENT') throw error;
    }
  }

  /** Bytes in the upload folders (read once, then tracked). */
  stored(): number {
    if (this.storedBytes === undefined) this.storedBytes = UPLOAD_FOLDERS.reduce((sum, folder) => sum + folderBytes(join(this.dataDir, folder)), 0);
    return this.storedBytes;
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
    const stat = statSync(join(dir, name));
    return sum + (stat.isFile() ? stat.size : 0);
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
