/**
 * Compresses html answers by Accept-Encoding (brotli, else gzip) as they are sent: an onSend
 * hook on node:zlib, no dependency. dist/ is not compressed here: the build writes .br and .gz
 * files that @fastify/static serves as they are (preCompressed).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this, compressing costs more than it saves. */
const MIN_BYTES = 1024;

export async function compressHtml(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== 'string' || !/^text\/html/.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  reply.header('Vary', 'Accept-Encoding');
  if (reply.getHeader('content-encoding') || Buffer.byteLength(payload) < MIN_BYTES) return payload;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const wants = (coding: string) => accepts(accepted, coding);
  if (wants('br')) {
    reply.header('Content-Encoding', 'br').removeHeader('content-length');
    return brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (wants('gzip')) {
    reply.header('Content-Encoding', 'gzip').removeHeader('content-length');
    return gzipped(payload);
  }
  return payload;
}

/** Whether an Accept-Encoding header takes `coding` (named with a q above 0, or without a q). */
export function accepts(header: string, coding: string): boolean {
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';');
    if (name!.trim().toLowerCase() !== coding) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find((v) => v !== undefined);
    return q === undefined || Number(q) > 0;
  }
  return false;
}
