/**
 * Multipart bodies (@fastify/multipart), for the routes that take a file in a form. It is
 * registered by the route module that needs it, inside that module's scope, never globally: every
 * other route keeps answering a multipart body with the Japanese 415 of an unknown content type,
 * and no route reads parts by accident. Fields are not attached to the body; the route reads the
 * parts as a stream through `receiveUpload` (services/files/receive-upload.ts), which sets the
 * file size limit of its purpose.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function multipartBodies(app: FastifyInstance) {
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        // Form fields are short; the file's own limit comes from its purpose.
        fieldNameSize: 100,
        fieldSize: 64 * 1024,
        fields: 50,
        files: 1,
        parts: 60,
        headerPairs: 100,
      },
    });
  },
  { name: 'multipart-bodies' },
);
