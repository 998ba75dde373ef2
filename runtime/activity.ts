/**
 * The words for what the security screens list: how a session was signed in (`method`, e.g.
 * 'password:email', 'code:mobile', 'qr', 'oauth:test', 'signup:email') and what an activity
 * log entry records (`action`, e.g. 'signin:qr', 'order:place:SO123'). Each becomes a locale
 * key and its arguments; a value this list does not know yet is shown as it came, inside a
 * sentence that says so, rather than hidden.
 */
import type { MessageKey } from './i18n';

export interface Words {
  key: MessageKey;
  args: string[];
}

const METHODS: Record<string, MessageKey> = {
  'password:email': 'security.method.passwordEmail',
  'password:mobile': 'security.method.passwordMobile',
  'code:email': 'security.method.codeEmail',
  'code:mobile': 'security.method.codeMobile',
  'signup:email': 'security.method.signupEmail',
  'signup:mobile': 'security.method.signupMobile',
  qr: 'security.method.qr',
};

/** How a session started, in words. */
export function methodWords(method: string): Words {
  const known = METHODS[method];
  if (known) return { key: known, args: [] };
  const provider = /^oauth:(.+)$/.exec(method)?.[1];
  if (provider) return { key: 'security.method.oauth', args: [provider] };
  return { key: 'security.method.other', args: [method] };
}

const ACTIONS: Record<string, MessageKey> = {
  signout: 'activity.signout',
  'password:change': 'activity.passwordChange',
  'password:reset': 'activity.passwordReset',
  'email:change': 'activity.emailChange',
  'mobile:change': 'activity.mobileChange',
  'session:revoke': 'activity.sessionRevoke',
};

/** Actions on an order or a return carry its number: 'order:place:SO123'. */
const NUMBERED: Record<string, MessageKey> = {
  'order:place': 'activity.orderPlace',
  'order:cancel': 'activity.orderCancel',
  'order:confirm': 'activity.orderConfirm',
  'order:pay': 'activity.orderPay',
  'return:apply': 'activity.returnApply',
  'return:cancel': 'activity.returnCancel',
};

/**
 * An activity log entry in words. A sign-in's method comes back as its own Words in
 * `method`, for the caller to word first and pass as the argument.
 */
export function actionWords(action: string): Words & { method?: Words } {
  if (action.startsWith('signin:')) return { key: 'activity.signin', args: [], method: methodWords(action.slice('signin:'.length)) };
  const known = ACTIONS[action];
  if (known) return { key: known, args: [] };
  const numbered = /^(\w+:\w+):(.+)$/.exec(action);
  const key = numbered && NUMBERED[numbered[1]!];
  if (numbered && key) return { key, args: [numbered[2]!] };
  return { key: 'activity.other', args: [action] };
}
