/** Every number and name the specification fixes, once (spec sections 4, 7 and 9). */

export const API_BASE = '/api/web';
export const API_TIMEOUT_MS = 10_000;
export const AUTH_HEADER = 'x-auth';
/** Our own header: the guest's visitor id (docs/api.md). */
export const VISITOR_HEADER = 'x-visitor-id';
/** The third-party sign-in's state, for a server that takes the provider's return itself (runtime/auth.ts oauthAuthorizeUrl). */
export const OAUTH_STATE_COOKIE = 'shop_oauth_state';

/** Response codes carried in every envelope's `code`. */
export const Code = {
  success: 0,
  dialog: 10,
  permission: 30,
  fail: 40,
  fullFail: 41,
  authInvalid: 50,
  authOut: 51,
  error: 500,
  timeout: 20000,
} as const;
export type ResponseCode = (typeof Code)[keyof typeof Code];

export const TOAST_DURATION_MS = 1000;
export const TRACK_INTERVAL_MS = 10_000;
export const COMPONENT_FALLBACK_DELAY_MS = 200;
export const DUPLICATE_NAVIGATION_MS = 1000;
export const CREATE_COMPONENT_DELAY_MS = 2000;
/** Ours, not the spec's: a pause in quantity changes before the cart line is saved. */
export const CART_QUANTITY_DEBOUNCE_MS = 400;
/** Ours: after a sign-in or reset code is sent, the shopper may ask for another after this long. */
export const CODE_RESEND_SECONDS = 60;
/** Ours (docs/api.md, auth/signup and auth/reset): the shortest password the server accepts. */
export const PASSWORD_MIN_LENGTH = 8;

export const SOCKET_PATH = '/ws/message';
export const SOCKET_HEARTBEAT_MS = 10_000;
export const SOCKET_RECONNECT_ATTEMPTS = 5;
export const SOCKET_RECONNECT_DELAY_MS = 50_000;
export const SOCKET_PING = { code: 200, msg: 'ping' } as const;

export const IMAGE_PRELOAD_FACTOR = 1.3;
export const IMAGE_ATTEMPTS = 3;
export const IMAGE_SOCKET_ATTEMPTS = 1;
export const IMAGE_THROTTLE_MS = 200;
export const IMAGE_CACHE_SIZE = 200;

/** Language path prefixes the routes accept (spec section 2); en is the default. */
export const LANGUAGE_PREFIXES = ['en', 'zh', 'zh-TW', 'zh-HK', 'de', 'es', 'fr', 'id', 'it', 'ja', 'ko', 'pt', 'th', 'fil', 'vi'] as const;
export const DEFAULT_USER_PATH = '/user/';

/** Local storage keys (spec section 3). */
export const StorageKey = {
  token: 'shop.token',
  userInfo: 'shop.userInfo',
  visitorId: 'shop.visitorId',
  cartNumber: 'shop.cartNumber',
  languagePrefix: 'shop.languagePrefix',
} as const;
