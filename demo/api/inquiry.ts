/**
 * Quote requests with picture attachments (multipart). Each file is checked by its bytes and
 * size, named by us, and stored under <data dir>/uploads/inquiries (not served publicly).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ApiError, Code, ok } from './envelope.ts';
import { currentUser, now, parse } from './context.ts';
import { deliver } from './outbox.ts';
import { rules } from './rules.ts';
import { imageType } from './uploads.ts';

export const MAX_INQUIRY_IMAGES = 5;

const inquiryBody = v.object({
  name: rules.required('name'),
  email: rules.email,
  content: v.pipe(rules.required('content'), v.maxLength(5000)),
  product: v.optional(v.pipe(v.string(), v.maxLength(100))),
});

export async function inquiryRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  app.post('/inquiry/create', { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (request, reply) => {
    const fields: Record<string, string> = {};
    const images: { bytes: Buffer; type: string }[] = [];
    if (request.isMultipart()) {
      for await (const part of request.parts({ limits: { files: MAX_INQUIRY_IMAGES } })) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          if (bytes.length === 0) continue; // an empty file input
          const type = imageType(bytes);
          if (!type) throw new ApiError(Code.fail, `${part.fieldname}: only PNG, JPEG, GIF or WebP images`, { field: part.fieldname });
          images.push({ bytes, type });
        } else {
          fields[part.fieldname] = String(part.value);
        }
      }
    } else {
      Object.assign(fields, request.body);
    }
    const body = parse(request, inquiryBody, fields);
    if (body.product && !db.prepare('SELECT 1 FROM products WHERE slug = ?').get(body.product)) throw new ApiError(Code.fail, 'No such product', { field: 'product' });
    const number = `IQ${Date.now().toString(36).toUpperCase()}${randomInt(100, 999)}`;
    const dir = join(app.dataDir, 'uploads', 'inquiries');
    mkdirSync(dir, { recursive: true });
    // Files first, then one transaction for the rows: a failed write leaves no half inquiry.
    const stored = images.map((image) => {
      const name = `${number}-${randomBytes(6).toString('hex')}.${image.type}`;
      writeFileSync(join(dir, name), image.bytes);
      return { path: `uploads/inquiries/${name}`, type: image.type, bytes: image.bytes.length };
    });
    db.transaction(() => {
      const { id } = db.prepare('INSERT INTO inquiries (number, user_id, product_slug, name, email, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id').get(number, currentUser(db, request)?.id ?? null, body.product ?? null, body.name, body.email, body.content, now()) as { id: number };
      for (const s of stored) db.prepare('INSERT INTO inquiry_images (inquiry_id, path, type, bytes) VALUES (?, ?, ?, ?)').run(id, s.path, s.type, s.bytes);
      deliver(db, body.email, `We received your request ${number}`, `Thank you, ${body.name}. We will answer within two working days.`);
    })();
    // The page's form also works without JS: a browser's own form post goes on to the thank-you page.
    const fromForm = /text\/html/.test(request.headers.accept ?? '') && !request.headers['x-auth'] && !request.headers['x-visitor-id'];
    if (fromForm) return reply.redirect(`${fields.thankyou && /^\/(?:[\w-]+\/)?inquiry\/thankyou$/.test(fields.thankyou) ? fields.thankyou : '/inquiry/thankyou'}`, 303);
    return ok({ number, images: stored.length });
  });
}
