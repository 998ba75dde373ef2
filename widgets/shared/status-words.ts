/** Spec section 4's states in the shopper's words: the locale key of each value. */
import type { AuditStatus, OrderStatus, PayStatus, ReturnOrder, ReturnStatus, ReturnType_ } from '../../runtime/api/types';
import type { MessageKey } from '../../runtime/i18n';

export const orderStatusKey = (s: OrderStatus): MessageKey => `order.status.${s}`;
export const payStatusKey = (s: PayStatus): MessageKey => `order.pay.${s}`;
export const returnStatusKey = (s: ReturnStatus): MessageKey => `returns.status.${s}`;
export const auditStatusKey = (s: AuditStatus): MessageKey => `returns.audit.${s}`;
export const returnTypeKey = (s: ReturnType_): MessageKey => `returns.type.${s}`;

/**
 * A return's status line: its status and audit status ("Status: Completed · Audit successful"),
 * said once when both are the same words ("Status: Pending approval", not twice).
 */
export function returnStatusLine(t: (key: MessageKey, ...args: unknown[]) => string, r: Pick<ReturnOrder, 'status' | 'auditStatus'>): string {
  const status = t(returnStatusKey(r.status));
  const audit = t(auditStatusKey(r.auditStatus));
  return status === audit ? t('orderDetail.statusOne', status) : t('orderDetail.statusLine', status, audit);
}
