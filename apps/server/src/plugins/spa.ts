import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from './errors.ts';

/**
 * Serves the built web app: hashed assets cached for a year, HTML never cached, and any
 * unknown non-API GET answered with index.html so the client router can take over.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string) {
  const hasWebBuild = existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // One wildcard route that looks files up on request: listing the build's files into a
      // route each at start-up took ~70 ms of every start (ADR 006).
      wildcard: true,
      index: 'index.html',
      // The web build writes .br and .gz files at the highest levels (apps/web/vite.config.ts):
      // sent as they are, they are ~15 % smaller than compressing on the fly (ADR 006).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.startsWith(path.join(webDistDir, 'assets'));
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && wantsPage && hasWebBuild && !path.extname(pathname)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendProblem(reply, {
      status: 404,
      code: 'not_found',
      detail: `No ${isApi ? 'API operation' : 'page or file'} at ${request.method} ${pathname}.`,
    });
  });
}
