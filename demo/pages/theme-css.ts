/**
 * GET /assets/demo.css: the demo's own style sheet at the theme's breakpoints. demo.css writes
 * its layout queries as the elements' sheets do, `@media (width < var(--shop-screen-md))` (a
 * query cannot read a custom property: runtime/breakpoints.ts says why), and this answer resolves
 * them with the theme's `container.screen`, so the header, the page grids and the elements all
 * break at the same widths when a shop moves them. Read from the file on each request (a few KB),
 * so an edit shows on reload; an ETag lets the browser keep its copy until the sheet changes.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { screensOf, withScreens } from '../../runtime/breakpoints.ts';
import { defaultTheme, type Theme } from '../seed/defaults.ts';
import { readSetting } from './routes.ts';

const FILE = new URL('../assets/demo.css', import.meta.url);

export async function themeCssRoutes(app: FastifyInstance): Promise<void> {
  app.get('/assets/demo.css', async (request, reply) => {
    const theme = await readSetting<Theme>(app, 'theme', defaultTheme);
    const css = withScreens(await readFile(FILE, 'utf8'), screensOf(theme.config));
    const etag = `"${createHash('sha256').update(css).digest('base64url').slice(0, 22)}"`;
    reply.header('Cache-Control', 'no-cache').header('ETag', etag).type('text/css; charset=utf-8');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return css;
  });
}
