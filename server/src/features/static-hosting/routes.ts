import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC } from '../../lib/access/route-access';
import { appPageSecurityHeaders } from '../../lib/http/security-headers';
import { sendError } from '../../plugins/envelope';
import { cacheControlFor } from './cache-policy';
import { shellPagePolicy } from './shell-page-policy';
import { resolveFile } from './static-files';

/** Paths that belong to the API: never answered with the shell's index.html. */
const API_PREFIXES = ['/api', '/admin', '/exhibitors', '/mf', '/remotes', '/healthz'];
const REMOTE_FOLDER = /^mf-[a-z0-9-]+$/;
/**
 * A remote's files are public and may be loaded by a shell on another origin (this server as the CDN of
 * another portal): its manifest is fetched, so it needs CORS; no credentials are involved.
 */
const REMOTE_FILE_HEADERS = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>Fair Portal</title></head>
<body style="font-family:sans-serif;max-width:40em;margin:4em auto">
<h1>前端尚未构建 · Front end not built</h1>
<p>服务器已运行，但找不到 shell/dist/index.html。请先运行 <code>npm run build</code>。</p>
<p>The server is running, but shell/dist/index.html is missing. Run <code>npm run build</code> first.</p>
</body></html>`;

function isApiPath(urlPath: string): boolean {
  return API_PREFIXES.some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`));
}

/** A page navigation: HTML accepted and no file extension in the last segment. */
function wantsPage(request: FastifyRequest, urlPath: string): boolean {
  const accept = request.headers.accept ?? '';
  const lastSegment = urlPath.split('/').pop() ?? '';
  return (accept.includes('text/html') || accept.includes('*/*')) && !lastSegment.includes('.');
}

/**
 * The shell (shell/dist) at the root, each remote's build (<folder>/dist) under /remotes/<folder>/,
 * and the SPA fallback: page navigations outside the API get the shell's index.html.
 */
const staticHostingRoutes: FastifyPluginAsync = async (app) => {
  const root = app.config.staticRoot;
  const shellDist = path.join(root, 'shell', 'dist');
  const pagePolicy = shellPagePolicy(app, path.join(shellDist, 'index.html'));
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, etag: true, lastModified: true });

  const sendBuilt = (reply: FastifyReply, dir: string, file: string) =>
    reply.header('cache-control', cacheControlFor(file)).sendFile(file, dir, { cacheControl: false });

  app.get(
    '/remotes/:folder/*',
    { config: { access: PUBLIC }, schema: { hide: true } },
    async (request, reply) => {
      const { folder, '*': rest } = request.params as { folder: string; '*': string };
      const dist = path.join(root, folder, 'dist');
      const file = REMOTE_FOLDER.test(folder) ? await resolveFile(dist, rest) : undefined;
      if (!file) return sendError(request, reply, 404, 'errors.notFound');
      return sendBuilt(reply.headers(REMOTE_FILE_HEADERS), dist, file);
    },
  );

  app.get('/*', { config: { access: PUBLIC }, schema: { hide: true } }, async (request, reply) => {
    const urlPath = request.url.split('?')[0];
    if (isApiPath(urlPath)) return sendError(request, reply, 404, 'errors.routeNotFound');
    const file = await resolveFile(shellDist, urlPath);
    // index.html itself is the page, with the page's headers, whichever path asks for it
    if (file && file !== 'index.html') return sendBuilt(reply, shellDist, file);
    if (!file && !wantsPage(request, urlPath)) return sendError(request, reply, 404, 'errors.notFound');
    reply.headers(appPageSecurityHeaders(await pagePolicy()));
    if (!fs.existsSync(path.join(shellDist, 'index.html'))) {
      return reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', shellDist, { cacheControl: false });
  });
};

export default staticHostingRoutes;
