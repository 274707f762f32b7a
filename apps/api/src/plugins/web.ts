/**
 * Serves the built web app. Hashed assets are cached for a year; every other non-API path answers
 * index.html so the client-side router can render the page (or its own 404 page). Unknown API
 * paths answer the JSON 404.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isLoopbackRequest } from '../lib/loopback.ts';
import { sendError } from './errors.ts';

export default fp(
  async function web(app: FastifyInstance, opts: { distDir: string }) {
    const indexFile = path.join(opts.distDir, 'index.html');
    const hasWeb = fs.existsSync(indexFile);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        wildcard: false,
        index: false,
        setHeaders(reply, filePath) {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          } else {
            reply.header('cache-control', 'no-cache');
          }
        },
      });
    } else {
      app.log.warn({ distDir: opts.distDir }, 'web app is not built; serving the API only');
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isApi = pathname.startsWith('/api/') || pathname === '/api';
      // The development pages (the mailbox) exist for this machine only, like their API.
      const devPage = pathname === '/dev' || pathname.startsWith('/dev/');
      const devHidden =
        devPage && (app.config.isProduction || !isLoopbackRequest(request, app.config.trustProxy));
      if (!isApi && !devHidden && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
        // A path with a file extension that does not exist is a real 404, not a page.
        if (!path.extname(pathname)) {
          reply.header('cache-control', 'no-cache');
          return reply.type('text/html; charset=utf-8').sendFile('index.html');
        }
      }
      return sendError(request, reply, 'NOT_FOUND');
    });
  },
  { name: 'web', dependencies: ['errors'] },
);
