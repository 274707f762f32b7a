/**
 * Makes the file storage available as `app.files` (decision 0018): a bucket when S3_BUCKET and
 * S3_ENDPOINT are set, otherwise DATA_DIR/files with URLs signed by FILES_SIGNING_SECRET (or the
 * secret kept in DATA_DIR/files/.signing-secret).
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { LocalFileStorage } from '../files/local-driver.ts';
import { createS3FileStorage } from '../files/s3-driver.ts';
import { loadSigningSecret, UrlSigner } from '../files/signing.ts';
import type { FileStorage } from '../files/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStorage;
  }
}

export async function createFileStorage(config: Config): Promise<FileStorage> {
  if (config.S3_BUCKET && config.S3_ENDPOINT) {
    return createS3FileStorage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  const root = path.join(config.dataDir, 'files');
  const secret = await loadSigningSecret(config.FILES_SIGNING_SECRET, root);
  return new LocalFileStorage(root, new UrlSigner(secret));
}

export default fp(
  async function files(app: FastifyInstance, opts: { config: Config }) {
    const storage = await createFileStorage(opts.config);
    app.decorate('files', storage);
    app.addHook('onClose', async () => {
      if ('destroy' in storage && typeof storage.destroy === 'function') storage.destroy();
    });
  },
  { name: 'files' },
);
