/**
 * The live-message socket (spec sections 4, 7 and 9): `{host}/ws/message?token=<credential>`, or
 * for a guest `?visitor=<visitor id>` (so a guest's payment confirmation reaches the page).
 * Connected: a ping {code: 200, msg: 'ping'} every 10000 ms. Closed: the heartbeat stops and up
 * to 5 reconnections follow, 50000 ms apart; then reconnectError is set. Incoming JSON is stored
 * as the last message, routed by its namespace/mutation (or action) to the store it concerns,
 * and fired as `shop:message`. Never two sockets at once; errors are only logged.
 */
import { map } from 'nanostores';
import { SOCKET_HEARTBEAT_MS, SOCKET_PING, SOCKET_RECONNECT_ATTEMPTS, SOCKET_RECONNECT_DELAY_MS } from './constants';
import { socketAddress } from './shop-address';
import { $cartNumber, $token, $visitorId, clearSession, visitorId } from './session';

export interface SocketMessage {
  namespace?: string;
  mutation?: string;
  action?: string;
  [field: string]: unknown;
}

export interface SocketState {
  isConnected: boolean;
  message: SocketMessage | null;
  reconnectError: boolean;
  heartBeatInterval: number;
  heartBeatTimer: ReturnType<typeof setInterval> | undefined;
}

export const $socket = map<SocketState>({ isConnected: false, message: null, reconnectError: false, heartBeatInterval: SOCKET_HEARTBEAT_MS, heartBeatTimer: undefined });

type Handler = (message: SocketMessage) => void;

/** Store actions by `namespace/mutation` or by `action`. */
const handlers = new Map<string, Handler[]>([
  ['cart/setCount', [(m) => typeof m.count === 'number' && $cartNumber.set(m.count)]],
]);

/** Lets a store act on messages: `onSocketMessage('order/setPayStatus', ...)`. Returns an unsubscribe. */
export function onSocketMessage(key: string, handler: Handler): () => void {
  const list = handlers.get(key) ?? [];
  list.push(handler);
  handlers.set(key, list);
  return () => handlers.set(key, (handlers.get(key) ?? []).filter((h) => h !== handler));
}

/** The close code the server uses for a credential it no longer accepts (docs/api.md, socket). */
export const SOCKET_CREDENTIAL_ENDED = 4401;

let socket: WebSocket | undefined;
let attempts = 0;
let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
let baseUrl: string | undefined;
let closing = false;

function stopHeartbeat(): void {
  clearInterval($socket.get().heartBeatTimer);
  $socket.setKey('heartBeatTimer', undefined);
}

function route(message: SocketMessage): void {
  redeliver(message);
  document.dispatchEvent(new CustomEvent('shop:message', { detail: message, bubbles: true, composed: true }));
}

/**
 * Gives a message to the handlers of its kind (again): an element the message itself loaded
 * (runtime/loading.json `resend`) subscribes only once live, after the message was routed.
 */
export function redeliver(message: SocketMessage): void {
  const keys = [message.namespace && message.mutation ? `${message.namespace}/${message.mutation}` : '', message.action ?? ''].filter(Boolean);
  for (const key of new Set(keys)) for (const handler of handlers.get(key) ?? []) handler(message);
}

function scheduleReconnect(): void {
  if (attempts >= SOCKET_RECONNECT_ATTEMPTS) {
    $socket.setKey('reconnectError', true);
    return;
  }
  attempts += 1;
  reconnectTimer = setTimeout(() => {
    reconnectTimer = undefined;
    open();
  }, SOCKET_RECONNECT_DELAY_MS);
}

/** The credential query: the stored token, else the guest's visitor id (the API's x-visitor-id). */
function credential(): string {
  const token = $token.get();
  return token ? `token=${encodeURIComponent(token)}` : `visitor=${encodeURIComponent(visitorId())}`;
}

/** An error was logged and no connection has opened since: the reconnections' errors are not logged. */
let failing = false;

function open(): void {
  if (socket) return;
  closing = false;
  const ws = new WebSocket(`${baseUrl ?? socketAddress()}?${credential()}`);
  socket = ws;
  ws.addEventListener('open', () => {
    attempts = 0;
    failing = false;
    $socket.set({ ...$socket.get(), isConnected: true, reconnectError: false });
    stopHeartbeat();
    $socket.setKey('heartBeatTimer', setInterval(() => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify(SOCKET_PING)), $socket.get().heartBeatInterval));
  });
  ws.addEventListener('message', (event) => {
    let message: SocketMessage;
    try {
      message = JSON.parse(String(event.data)) as SocketMessage;
    } catch (error) {
      console.warn('[shop-elements] socket: a message that is not JSON was ignored', error);
      return;
    }
    if (!message || typeof message !== 'object') return;
    $socket.setKey('message', message);
    route(message);
  });
  // Said once, not at each of the reconnections that follow (a page with no socket to talk to).
  ws.addEventListener('error', (event) => {
    if (failing) return console.debug('[shop-elements] socket error again', event);
    failing = true;
    console.warn('[shop-elements] socket error (not said again until it connects)', event);
  });
  ws.addEventListener('close', (event) => {
    // A socket replaced meanwhile (closeSocket, then a new credential) is no longer ours to report.
    if (socket !== ws) return;
    socket = undefined;
    $socket.setKey('isConnected', false);
    stopHeartbeat();
    if (event.code === SOCKET_CREDENTIAL_ENDED) {
      // The server ended this credential (signed out elsewhere, revoked, expired): the same one
      // would be refused again. A token is forgotten, as on code 50 (following the token, the
      // socket comes back as the guest); a refused visitor id is replaced.
      if ($token.get()) {
        clearSession();
        return;
      }
      $visitorId.set('');
    }
    // The original reads a visitorId cookie here and never uses it: nothing depends on it.
    if (!closing) scheduleReconnect();
  });
}

/** Opens the socket, as the signed-in customer or as the guest. Idempotent: never two sockets. */
export function connectSocket(options: { url?: string } = {}): void {
  if (options.url) baseUrl = options.url;
  open();
}

/** Closes on purpose (logout, stop): no reconnection. */
export function closeSocket(): void {
  closing = true;
  clearTimeout(reconnectTimer);
  reconnectTimer = undefined;
  attempts = 0;
  stopHeartbeat();
  socket?.close();
  socket = undefined;
  $socket.setKey('isConnected', false);
}

let unwatch: (() => void) | undefined;

/** Follows the credential: on sign-in or sign-out, the socket reconnects as the customer or the guest. */
export function startSocket(options: { url?: string } = {}): void {
  if (unwatch) return;
  connectSocket(options);
  unwatch = $token.listen(() => {
    closeSocket();
    connectSocket();
  });
}

export function stopSocket(): void {
  unwatch?.();
  unwatch = undefined;
  closeSocket();
}
