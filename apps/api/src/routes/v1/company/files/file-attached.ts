/**
 * Files of the company (spec §7 file_attached): an upload URL for a new file, removing a file
 * not yet attached, attaching an uploaded file to a record, and downloading. Every key is the
 * caller's company's; another company's key answers 404 (decision 0018).
 */
import {
  ZAttachFileRequest,
  ZFileKeyQuery,
  ZFileKeyRequest,
  ZPresignedUrlRequest,
  ZPresignedUrlResponse,
  ZStoredFileResponse,
  ZSuccessResponse,
} from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import { companyActor } from '../../../../services/files/actor.ts';
import { attachFile, downloadUrl, issueUploadUrl, removeFile } from '../../../../services/files/uploads.ts';
import { currentUser } from '../../../../services/members/current-user.ts';

const tags = ['ファイル'];
const use = { access: 'company', permission: 'files:use' } as const;

export async function companyFileRoutes(app: App) {
  app.post(
    '/api/v1/file_attached/presigned_url',
    {
      schema: {
        tags,
        summary: 'アップロード用URLの発行（ファイルはこのURLへPUTで送信）',
        body: ZPresignedUrlRequest,
        response: { 200: ZPresignedUrlResponse },
      },
      config: use,
    },
    async (request) =>
      issueUploadUrl(app, companyActor(request), currentUser(request).company_id, request.body),
  );

  app.put(
    '/api/v1/file_attached/remove_file',
    {
      schema: {
        tags,
        summary: '未添付のファイルの削除',
        body: ZFileKeyRequest,
        response: { 200: ZSuccessResponse },
      },
      config: use,
    },
    async (request) => {
      await removeFile(app, companyActor(request), request.body.key);
      return { success: true as const };
    },
  );

  app.patch(
    '/api/v1/file_attached/update_obj',
    {
      schema: {
        tags,
        summary: 'アップロード済みのファイルをデータに添付',
        body: ZAttachFileRequest,
        response: { 200: ZStoredFileResponse },
      },
      config: use,
    },
    async (request) => ({ data: await attachFile(app, companyActor(request), request.body) }),
  );

  app.get(
    '/api/v1/file_attached/download',
    {
      schema: {
        tags,
        summary: 'ファイルのダウンロード（短時間有効なURLへリダイレクト）',
        querystring: ZFileKeyQuery,
      },
      config: use,
    },
    async (request, reply) => {
      const url = await downloadUrl(app, companyActor(request), request.query.key);
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );
}
