/**
 * Response headers every answer carries: the security headers (also on Fastify's early errors,
 * which skip the onSend hooks), and the caching rules of answers that depend on who asks.
 */
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readSessionCookie } from './api/session-cookie.ts';
import { RESOURCE_POLICY } from './csp.ts';

/** On every answer; a page's Content-Security-Policy is its own (demo/server.ts, demo/csp.ts). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': RESOURCE_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Adds names to the Vary header, keeping those already there (compression's Accept-Encoding, a page's Cookie). */
export function appendVary(reply: FastifyReply, ...names: string[]): void {
  const current = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const known = new Set(current.map((name) => name.toLowerCase()));
  for (const name of names) if (!known.has(name.toLowerCase())) current.push(name);
  reply.header('Vary', current.join(', '));
}

/**
 * onSend: API answers (user info, orders, carts: personal, or refusals of a credential) are never
 * stored by a cache and differ by x-auth and x-visitor-id. Pages differ by the session cookie and
 * by x-auth (an in-page navigation's initial data names the signed-in shopper), so a page asked
 * with either is private and not stored.
 */
export async function personalAnswerHeaders(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const path = request.url.split('?', 1)[0]!;
  if (path.startsWith('/api/')) {
    reply.header('Cache-Control', 'no-store');
    appendVary(reply, 'x-auth', 'x-visitor-id');
    return;
  }
  const page = /^text\/html/.test(String(reply.getHeader('content-type') ?? '')) || (request.query as Record<string, unknown> | undefined)?.request === 'route';
  if (!page) return;
  appendVary(reply, 'Cookie', 'x-auth');
  if (request.headers['x-auth'] || readSessionCookie(request)) reply.header('Cache-Control', 'private, no-store');
}

/** Fastify's answer to a URL it cannot decode (GET /%) and similar routing errors, with the security headers. */
export function frameworkErrors(error: Error & { statusCode?: number }, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  void reply
    .headers(SECURITY_HEADERS)
    .header('Cache-Control', 'no-store')
    .code(status)
    .send({ code: status < 500 ? 40 : 500, msg: status < 500 ? 'Malformed request URL' : 'An unknown error occurred.', data: null });
}

/** Node's own refusal of a request it cannot parse (bad request line, huge headers): with the security headers too. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason] = error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large'] : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout'] : [400, 'Bad Request'];
  const body = JSON.stringify({ code: 40, msg: reason, data: null });
  const headers = { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), 'Cache-Control': 'no-store', ...SECURITY_HEADERS, Connection: 'close' };
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body}`);
}
