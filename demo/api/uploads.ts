/**
 * Uploaded images are accepted by what they are (magic bytes), never by name or declared type.
 * readImageForm() reads a multipart form of text fields and image files with the limits every
 * upload shares, and words each refusal for the shopper (server.* locale keys) at its field.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
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
