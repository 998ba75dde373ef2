/**
 * The strict Content Security Policy every demo page is sent with, so every test of the
 * bundle also proves it runs under it: no inline script, no eval, and html sinks only through
 * the bundle's one Trusted Types policy. Inline styles only by hash: the style texts the
 * server renderer writes into elements' declarative shadow roots (styleHashes(); the same on
 * every page, so a page the shell loads in place may show any element).
 */
import { styleHashes } from '../runtime/server/render.tsx';

export const TRUSTED_TYPES_POLICIES = ['shop-elements'];

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  ["style-src 'self'", ...styleHashes()].join(' '),
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "require-trusted-types-for 'script'",
  `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
].join('; ');
