/**
 * Quote requests with picture attachments (multipart). Each file is checked by its bytes and
 * size, named by us, and stored under <data dir>/uploads/inquiries (not served publicly).
 * A signed-in shopper's requests are theirs to read again (inquiry/list, inquiry/detail); a
 * guest's are answered by e-mail only.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ApiError, Code, ok } from './envelope.ts';
import { callerUser, localeOf, now, parse, requireUser, say } from './context.ts';
import type { Db } from '../db/database.ts';
import { sql } from '../db/sql.ts';
import { pick, type ContentLocale } from '../db/text.ts';
import type { Inquiry } from '../../runtime/api/types.ts';
import { FORM_TYPES, sameOrigin } from './session-cookie.ts';
import { deliver } from './outbox.ts';
import { rules } from './rules.ts';
import { readImageForm, storeImages, UploadQuota } from './uploads.ts';

export const MAX_INQUIRY_IMAGES = 5;

const inquiryBody = v.object({
  name: rules.requiredText('name', rules.MAX_LENGTH.inquiryName),
  // The e-mail field's own rule and words, as the form checks it (not the sign-in account's).
  email: rules.contactEmail,
  content: rules.requiredText('content', rules.MAX_LENGTH.inquiry),
  product: v.optional(v.pipe(v.string(), v.maxLength(100))),
});

interface InquiryRow { id: number; number: string; product_slug: string | null; product_name: string | null; name: string; email: string; content: string; created_at: string; images: number }

/** What the shopper sees of their own request: the pictures as a count (they are never served). */
const inquiryView = (r: InquiryRow, locale: ContentLocale): Inquiry => ({
  number: r.number,
  product: r.product_slug,
  productName: r.product_name === null ? null : pick(r.product_name, locale),
  name: r.name,
  email: r.email,
  content: r.content,
  images: r.images,
  createdAt: r.created_at,
});

const SELECT = sql`SELECT i.*, (SELECT count(*) FROM inquiry_images WHERE inquiry_id = i.id) AS images, (SELECT name FROM products WHERE slug = i.product_slug) AS product_name FROM inquiries i`;

/** inquiry/list's answer for the signed-in customer `userId`, newest first (the user area's page draws it too). */
export async function inquiryList(db: Db, userId: number, locale: ContentLocale): Promise<{ list: Inquiry[] }> {
  return { list: (await db.rows<InquiryRow>`${SELECT} WHERE i.user_id = ${userId} ORDER BY i.id DESC`).map((r) => inquiryView(r, locale)) };
}

/** inquiry/detail's answer: the customer's own request by number, else undefined (another's, a guest's, none). */
export async function ownInquiry(db: Db, userId: number, number: string, locale: ContentLocale): Promise<Inquiry | undefined> {
  const row = await db.row<InquiryRow>`${SELECT} WHERE i.number = ${number} AND i.user_id = ${userId}`;
  return row && inquiryView(row, locale);
}

export async function inquiryRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // A page of another site can post a form here without asking (multipart, urlencoded, text):
  // as the auth forms do, a form post whose Origin is another site is refused (HTTP 403) before
  // its body is read or anything is filed.
  const sameSiteForms = async (request: FastifyRequest) => {
    if (FORM_TYPES.test(request.headers['content-type'] ?? '') && !sameOrigin(request)) throw new ApiError(Code.fail, say(request, 'http.authorization'), { field: 'origin' }, 403);
  };
  app.post('/inquiry/create', { onRequest: sameSiteForms, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (request, reply) => {
    const form = request.isMultipart() ? await readImageForm(request, MAX_INQUIRY_IMAGES) : { fields: { ...(request.body as Record<string, string>) }, images: [] };
    const { fields, images } = form;
    const body = parse(request, inquiryBody, fields);
    if (body.product && !(await db.value`SELECT 1 FROM products WHERE slug = ${body.product}`)) throw new ApiError(Code.fail, 'No such product', { field: 'product' });
    // A stale token is code 50 here as on every endpoint that looks at the caller (callerUser):
    // the request is not quietly filed as a guest's.
    const userId = (await callerUser(db, request))?.id ?? null;
    // Pictures count against the sender's account and IP and the upload budget (uploads.ts).
    const quotaKeys = UploadQuota.keys(request, userId);
    const bytes = images.reduce((sum, image) => sum + image.bytes.length, 0);
    if (images.length > 0) await app.uploads.check(request, quotaKeys, images.length, bytes, 'images');
    const number = `IQ${Date.now().toString(36).toUpperCase()}${randomInt(100, 999)}`;
    // Files first (nothing but queries is awaited inside a transaction), then one transaction for
    // the rows: a failed write leaves no half inquiry, and its files are removed.
    const stored = await storeImages(app.dataDir, 'uploads/inquiries', number, images);
    try {
      await db.tx(async (t) => {
        // Counted with the rows, and refused there if a concurrent upload took the last of the
        // quota (a refusal or a busy database undoes both).
        if (stored.length > 0) await app.uploads.record(t, request, quotaKeys, stored.length, bytes, 'images');
        const created = await t.row<{ id: number }>`INSERT INTO inquiries (number, user_id, product_slug, name, email, content, created_at) VALUES (${number}, ${userId}, ${body.product ?? null}, ${body.name}, ${body.email}, ${body.content}, ${now()}) RETURNING id`;
        for (const s of stored) await t.run`INSERT INTO inquiry_images (inquiry_id, path, type, bytes) VALUES (${created!.id}, ${s.path}, ${s.type}, ${s.bytes})`;
        await deliver(t, body.email, `We received your request ${number}`, `Thank you, ${body.name}. We will answer within two working days.`);
      });
    } catch (error) {
      for (const { path } of stored) app.uploads.remove(path);
      throw error;
    }
    // The page's form also works without JS: a browser's own form post goes on to the thank-you page.
    const fromForm = /text\/html/.test(request.headers.accept ?? '') && !request.headers['x-auth'] && !request.headers['x-visitor-id'];
    if (fromForm) return reply.redirect(`${fields.thankyou && /^\/(?:[\w-]+\/)?inquiry\/thankyou$/.test(fields.thankyou) ? fields.thankyou : '/inquiry/thankyou'}`, 303);
    return ok({ number, images: stored.length });
  });

  app.post('/inquiry/list', async (request) => {
    const user = await requireUser(db, request);
    return ok(await inquiryList(db, user.id, localeOf(request)));
  });

  /** Another shopper's request, or a guest's, is "no such inquiry". */
  app.post('/inquiry/detail', async (request) => {
    const user = await requireUser(db, request);
    const { number } = parse(request, v.object({ number: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(40)) }));
    const inquiry = await ownInquiry(db, user.id, number, localeOf(request));
    if (!inquiry) throw new ApiError(Code.fail, 'No such inquiry', { field: 'number' });
    return ok(inquiry);
  });
}
