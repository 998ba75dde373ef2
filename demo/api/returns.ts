/**
 * After-sales returns (spec sections 3 and 4). The customer applies, may cancel while it waits,
 * and sends the goods back once approved; the shop's audit is a demo tool at /dev/returns/audit
 * (staff roles are not part of the storefront), behind the staff key.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { sql } from '../db/sql.ts';
import type { ReturnOrder } from '../../runtime/api/types.ts';
import * as v from 'valibot';
import { randomInt } from 'node:crypto';
import { type Hub, userChannel } from '../realtime.ts';
import { ApiError, Code, ok } from './envelope.ts';
import { logActivity, now, parse, perAccountLimit, requireUser } from './context.ts';
import { readImageForm, storeImages, UploadQuota } from './uploads.ts';
import { devToolGuard } from '../dev-tools.ts';

export const RETURN_SELECT = sql`SELECT r.*, o.number AS order_number, (SELECT count(*) FROM return_images WHERE return_id = r.id) AS images FROM returns r JOIN orders o ON o.id = r.order_id`;

/** Why the shopper applies: the reason codes return/apply takes (the words are the elements' refund.reason.* keys). */
export const RETURN_REASONS = ['damaged', 'wrong', 'quality', 'fit', 'notReceived', 'changedMind', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const MAX_RETURN_IMAGES = 5;
/** Applications one account may send a minute (each may carry pictures; they count against the upload quotas too). */
export const RETURN_APPLY_PER_MINUTE = 10;

export const MERCHANT_RETURN_ADDRESS = { consignee: 'Shop Elements Returns', contactNumber: '+852 5555 0000', address: '8 Harbour Road, Wan Chai, Hong Kong' };

export interface ReturnRow { id: number; number: string; order_id: number; user_id: number; apply_type: string; apply_description: string; refund_amount: number; status: string; audit_status: string; refusal_description: string; logistics_company: string; logistics_number: string; delivery_time: string | null; created_at: string; order_number: string; reason: string | null; images: number }

/** runtime/api/types.ts's ReturnOrder plus the reason code and how many photos came with it (they are kept, never served). */
export interface ReturnAnswer extends ReturnOrder { reason: ReturnReason | null; images: number }

export const returnView = (r: ReturnRow): ReturnAnswer => ({
  number: r.number,
  orderNumber: r.order_number,
  applyType: r.apply_type as ReturnOrder['applyType'],
  applyDescription: r.apply_description,
  reason: r.reason as ReturnReason | null,
  images: r.images,
  refundAmount: r.refund_amount,
  status: r.status as ReturnOrder['status'],
  auditStatus: r.audit_status as ReturnOrder['auditStatus'],
  refusalDescription: r.refusal_description,
  logisticsCompany: r.logistics_company,
  logisticsNumber: r.logistics_number,
  deliveryTime: r.delivery_time,
  merchantAddress: r.audit_status === 'audit_successful' && r.apply_type !== 'refund_only' ? MERCHANT_RETURN_ADDRESS : null,
  createdAt: r.created_at,
});

const numberBody = v.object({ number: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(40)) });

/** Whether the order has a return still open (waiting for the audit, or approved and not yet completed). */
export const openReturn = async (db: Db, orderId: number): Promise<boolean> => (await db.value`SELECT 1 FROM returns WHERE order_id = ${orderId} AND status = 'pending_approval'`) !== undefined;

/** Cents already refunded on the order: the amounts of its completed returns. */
export const refunded = async (db: Db, orderId: number): Promise<number> =>
  (await db.value<number>`SELECT coalesce(sum(refund_amount), 0) FROM returns WHERE order_id = ${orderId} AND status = 'completed'`)!;

/** A customer's applications, newest first, as return/list answers them (also what the user area's returns page draws). */
export const returnList = async (db: Db, userId: number): Promise<{ list: ReturnAnswer[] }> => ({
  list: (await db.rows<ReturnRow>`${RETURN_SELECT} WHERE r.user_id = ${userId} ORDER BY r.id DESC`).map(returnView),
});

export async function returnRoutes(app: FastifyInstance, hub: Hub): Promise<void> {
  const { db } = app;
  const SELECT = RETURN_SELECT;
  const own = async (userId: number, number: string) => {
    const row = await db.row<ReturnRow>`${SELECT} WHERE r.number = ${number} AND r.user_id = ${userId}`;
    if (!row) throw new ApiError(Code.fail, 'No such return', { field: 'number' });
    return row;
  };
  const notAllowed = () => new ApiError(Code.fail, 'This return cannot change that way now', { field: 'number' });

  /**
   * The user's order `number` if a return may be applied for now, and what is left to refund on
   * it; else the refusal. Asked before the pictures are stored (a refused application stores
   * none) and again inside the transaction that writes the return, which alone decides.
   */
  const returnable = async (h: Db, userId: number, number: string) => {
    const order = await h.row<{ id: number; total: number; status: string; pay_status: string }>`SELECT id, total, status, pay_status FROM orders WHERE number = ${number} AND user_id = ${userId}`;
    if (!order) throw new ApiError(Code.fail, 'No such order', { field: 'orderNumber' });
    if (order.pay_status !== 'paid' || !['in_progress', 'completed'].includes(order.status)) throw new ApiError(Code.fail, 'This order cannot be returned', { field: 'orderNumber' });
    if (await openReturn(h, order.id)) throw new ApiError(Code.fail, 'A return for this order is already waiting', { field: 'orderNumber' });
    // Refunds never exceed what was paid: a new application refunds at most what is left.
    const left = order.total - (await refunded(h, order.id));
    if (left <= 0) throw new ApiError(Code.fail, 'This order has been refunded in full', { field: 'orderNumber' });
    return { order, left };
  };

  /**
   * JSON, or multipart with the same fields and up to five `images` (checked by content, 2 MB
   * each). Everything is checked before anything is written: a refused application keeps no file.
   */
  app.post('/return/apply', { config: perAccountLimit(db, RETURN_APPLY_PER_MINUTE) }, async (request) => {
    const user = await requireUser(db, request);
    const form = request.isMultipart() ? await readImageForm(request, MAX_RETURN_IMAGES) : { fields: request.body, images: [] };
    const body = parse(request, v.object({
      orderNumber: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(40)),
      applyType: v.picklist(['return_refund', 'exchange', 'refund_only']),
      applyDescription: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(1000)),
      reason: v.optional(v.picklist(RETURN_REASONS)),
    }), form.fields);
    // Pictures count against the account's and the address's upload quotas and the budget (uploads.ts), as every upload does.
    const quotaKeys = UploadQuota.keys(request, user.id);
    const bytes = form.images.reduce((sum, image) => sum + image.bytes.length, 0);
    if (form.images.length > 0) await app.uploads.check(request, quotaKeys, form.images.length, bytes, 'images');
    await returnable(db, user.id, body.orderNumber);
    const number = `RT${Date.now().toString(36).toUpperCase()}${randomInt(100, 999)}`;
    // The files are written before the transaction (nothing but queries is awaited inside one)
    // and removed if it does not commit: a refused or failed application keeps no file.
    // Stored for the shop's staff only: nothing serves uploads/ (docs/api.md "Returns").
    const stored = await storeImages(app.dataDir, 'uploads/returns', number, form.images);
    try {
      await db.tx(async (t) => {
        // One transaction from the checks to the insert: one open return per order, and its
        // refund at most what the completed returns have left.
        const { order, left } = await returnable(t, user.id, body.orderNumber);
        const created = await t.row<{ id: number }>`INSERT INTO returns (number, order_id, user_id, apply_type, apply_description, reason, refund_amount, status, audit_status, created_at)
          VALUES (${number}, ${order.id}, ${user.id}, ${body.applyType}, ${body.applyDescription}, ${body.reason ?? null}, ${body.applyType === 'exchange' ? 0 : left}, 'pending_approval', 'pending_approval', ${now()}) RETURNING id`;
        for (const s of stored) await t.run`INSERT INTO return_images (return_id, path, type, bytes) VALUES (${created!.id}, ${s.path}, ${s.type}, ${s.bytes})`;
        // Counted with the rows it pays for, and refused there if a concurrent upload took the
        // last of the quota: a refusal or a busy database undoes both, never the count alone.
        if (stored.length > 0) await app.uploads.record(t, request, quotaKeys, stored.length, bytes, 'images');
      });
    } catch (error) {
      for (const { path } of stored) app.uploads.remove(path);
      throw error;
    }
    await logActivity(db, user.id, `return:apply:${number}`, request);
    return ok(returnView(await own(user.id, number)));
  });

  app.post('/return/list', async (request) => {
    const user = await requireUser(db, request);
    return ok(await returnList(db, user.id));
  });

  app.post('/return/detail', async (request) => ok(returnView(await own((await requireUser(db, request)).id, parse(request, numberBody).number))));

  app.post('/return/cancel', async (request) => {
    const user = await requireUser(db, request);
    const row = await own(user.id, parse(request, numberBody).number);
    if (row.status !== 'pending_approval' || row.audit_status !== 'pending_approval') throw notAllowed();
    // A withdrawn application's pictures serve no one: they go, and give their bytes back to the budget.
    const photos = await db.tx(async (t) => {
      // Only a return still waiting for the audit is withdrawn (the check above, in the write):
      // an audit decided meanwhile wins and this cancel is refused.
      if ((await t.run`UPDATE returns SET status = 'cancelled' WHERE id = ${row.id} AND status = 'pending_approval' AND audit_status = 'pending_approval'`) === 0) throw notAllowed();
      return t.rows<{ path: string }>`DELETE FROM return_images WHERE return_id = ${row.id} RETURNING path`;
    });
    for (const { path } of photos) app.uploads.remove(path);
    await logActivity(db, user.id, `return:cancel:${row.number}`, request);
    return ok(returnView(await own(user.id, row.number)));
  });

  app.post('/return/logistics', async (request) => {
    const user = await requireUser(db, request);
    const body = parse(request, v.object({ ...numberBody.entries, logisticsCompany: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)), logisticsNumber: v.pipe(v.string(), v.trim(), v.regex(/^[\w-]{4,40}$/)) }));
    const row = await own(user.id, body.number);
    if (row.status !== 'pending_approval' || row.audit_status !== 'audit_successful' || row.apply_type === 'refund_only' || row.logistics_number) throw notAllowed();
    // The same conditions in the write: the parcel is recorded once, on an approved return still open.
    const changed = await db.run`UPDATE returns SET logistics_company = ${body.logisticsCompany}, logistics_number = ${body.logisticsNumber}, delivery_time = ${now()}
      WHERE id = ${row.id} AND status = 'pending_approval' AND audit_status = 'audit_successful' AND apply_type <> 'refund_only' AND logistics_number = ''`;
    if (changed === 0) throw notAllowed();
    return ok(returnView(await own(user.id, row.number)));
  });

  /**
   * Demo tool standing in for shop staff: approve or refuse a waiting return, or complete an
   * approved one. Dev tools on, a local caller and x-staff-key (demo/dev-tools.ts).
   */
  app.post('/dev/returns/audit', { onRequest: devToolGuard(app, { staff: true }) }, async (request) => {
    const body = parse(request, v.object({ ...numberBody.entries, decision: v.picklist(['approve', 'refuse', 'complete']), reason: v.optional(v.pipe(v.string(), v.maxLength(500)), '') }));
    const row = await db.row<ReturnRow>`${SELECT} WHERE r.number = ${body.number}`;
    if (!row) throw new ApiError(Code.fail, 'No such return', { field: 'number' });
    if (body.decision === 'complete') {
      if (row.status !== 'pending_approval' || row.audit_status !== 'audit_successful') throw notAllowed();
      await db.tx(async (t) => {
        // The last guard on money: completing never takes the refunds past the amount paid. The
        // sum and the change are one transaction, and the change is made only on a return still
        // approved and open, so two completions cannot both count.
        const paid = (await t.value<number>`SELECT total FROM orders WHERE id = ${row.order_id}`)!;
        if ((await refunded(t, row.order_id)) + row.refund_amount > paid) throw new ApiError(Code.fail, 'This refund would exceed what was paid for the order', { field: 'number' });
        if ((await t.run`UPDATE returns SET status = 'completed' WHERE id = ${row.id} AND status = 'pending_approval' AND audit_status = 'audit_successful'`) === 0) throw notAllowed();
      });
    } else {
      if (row.status !== 'pending_approval' || row.audit_status !== 'pending_approval') throw notAllowed();
      // Decided once: the write is made only on a return still waiting for the audit (a cancel or another decision meanwhile wins).
      const changed =
        body.decision === 'approve'
          ? await db.run`UPDATE returns SET audit_status = 'audit_successful' WHERE id = ${row.id} AND status = 'pending_approval' AND audit_status = 'pending_approval'`
          : await db.run`UPDATE returns SET audit_status = 'audit_failed', status = 'ended', refusal_description = ${body.reason} WHERE id = ${row.id} AND status = 'pending_approval' AND audit_status = 'pending_approval'`;
      if (changed === 0) throw notAllowed();
    }
    hub.publish(userChannel(row.user_id), { namespace: 'return', mutation: 'setStatus', action: 'return/status', number: row.number });
    return ok(returnView((await db.row<ReturnRow>`${SELECT} WHERE r.id = ${row.id}`)!));
  });
}
