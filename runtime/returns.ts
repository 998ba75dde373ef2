/**
 * What the return screens know that is not rendering: the values of spec section 4, which
 * actions a return allows in its state (docs/api.md "Returns"), the reasons an application may
 * give, and live changes.
 */
import type { AuditStatus, ReturnOrder, ReturnReason, ReturnStatus, ReturnType_ } from './api/types';
import { onSocketMessage } from './socket';

export const RETURN_TYPES: readonly ReturnType_[] = ['return_refund', 'exchange', 'refund_only'];
export const RETURN_STATUSES: readonly ReturnStatus[] = ['pending_approval', 'cancelled', 'completed', 'ended'];
export const AUDIT_STATUSES: readonly AuditStatus[] = ['pending_approval', 'audit_successful', 'audit_failed'];
/** return/apply's reason codes, in the order the form offers them (words: refund.reason.<code>). */
export const RETURN_REASONS: readonly ReturnReason[] = ['damaged', 'wrong', 'quality', 'fit', 'notReceived', 'changedMind', 'other'];

/** The server's limit for applyDescription. */
export const DESCRIPTION_MAX = 1000;

export interface ReturnActions {
  /** Waiting for the audit: the shopper may withdraw it. */
  cancel: boolean;
  /** Approved, goods go back, and no parcel is recorded yet. */
  logistics: boolean;
}

export function returnActions(r: Pick<ReturnOrder, 'status' | 'auditStatus' | 'applyType' | 'logisticsNumber'>): ReturnActions {
  const waiting = r.status === 'pending_approval';
  return {
    cancel: waiting && r.auditStatus === 'pending_approval',
    logistics: waiting && r.auditStatus === 'audit_successful' && r.applyType !== 'refund_only' && !r.logisticsNumber,
  };
}

/** Whether this type sends goods back to the shop (and so needs its address and a parcel). */
export const sendsGoodsBack = (type: ReturnType_) => type !== 'refund_only';

/** Calls `onChange(number)` when the socket says a return was audited or completed. */
export function watchReturns(onChange: (number: string) => void): () => void {
  return onSocketMessage('return/status', (message) => {
    if (typeof message.number === 'string') onChange(message.number);
  });
}
