/**
 * The URLs the local file storage signs (decision 0018): PUT receives an upload, GET hands out a
 * download. The signature in the query is the credential, so they are public; they exist only to
 * serve the local driver (with S3 the browser talks to the bucket and these answer 404).
 */
import type { Readable } from 'node:stream';
import { FILE_TYPES, MESSAGES } from '@mirume/shared';
import { z } from 'zod';
import { contentDisposition } from '../../../../files/storage.ts';
import type { App } from '../../../../lib/zod-app.ts';
import { openSignedDownload, receiveSignedUpload } from '../../../../services/files/local-transfer.ts';

const tags = ['ファイル'];
const param = z
  .string()
  .max(1000, { message: MESSAGES.max(1000) })
  .optional();
const ZSignedQuery = z.object({ k: param, e: param, t: param, m: param, n: param, s: param });
const ZUploaded = z.object({ success: z.literal(true) });

/** The upload body is the file itself: handed to the route as a stream, never buffered. */
const RAW_TYPES = ['application/octet-stream', ...Object.keys(FILE_TYPES)];

export async function signedFileRoutes(app: App) {
  // In this module's scope only: every other route keeps its parsers and the 1 MB body limit.
  app.addContentTypeParser(RAW_TYPES, (_request, payload, done) => done(null, payload));

  app.put(
    '/api/v1/files/upload',
    {
      schema: {
        tags,
        summary: 'ファイルのアップロード（署名付きURL）',
        querystring: ZSignedQuery,
        response: { 200: ZUploaded },
      },
      config: { access: 'public' },
    },
    async (request) => {
      await receiveSignedUpload(
        app,
        request.query,
        request.body as Readable,
        request.headers['content-type'],
      );
      return { success: true as const };
    },
  );

  app.get(
    '/api/v1/files/download',
    {
      schema: { tags, summary: 'ファイルのダウンロード（署名付きURL）', querystring: ZSignedQuery },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const file = await openSignedDownload(app, request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
