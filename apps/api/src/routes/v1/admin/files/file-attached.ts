/**
 * The operator's file_attached calls: the company calls for any company (the operator names the
 * company when asking for an upload URL) and `presigned_url_common` for service-wide files not
 * tied to a company, such as an announcement's attachment. Only operators may create
 * service-wide files; a company user has no such call (decision 0018).
 */
import {
  ZAdminPresignedUrlRequest,
  ZAttachFileRequest,
  ZFileKeyQuery,
  ZFileKeyRequest,
  ZPresignedUrlCommonRequest,
  ZPresignedUrlResponse,
  ZStoredFileResponse,
  ZSuccessResponse,
} from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import { operatorActor } from '../../../../services/files/actor.ts';
import { attachFile, downloadUrl, issueUploadUrl, removeFile } from '../../../../services/files/uploads.ts';

const tags = ['ファイル（運営）'];
const access = { access: 'operator' } as const;

export async function adminFileRoutes(app: App) {
  app.post(
    '/api/v1/admin/file_attached/presigned_url',
    {
      schema: {
        tags,
        summary: '企業のファイルのアップロード用URLの発行',
        body: ZAdminPresignedUrlRequest,
        response: { 200: ZPresignedUrlResponse },
      },
      config: access,
    },
    async (request) => {
      const { company_id, ...body } = request.body;
      return issueUploadUrl(app, operatorActor(request), company_id, body);
    },
  );

  app.post(
    '/api/v1/admin/file_attached/presigned_url_common',
    {
      schema: {
        tags,
        summary: '企業に属さないファイル（お知らせの添付など）のアップロード用URLの発行',
        body: ZPresignedUrlCommonRequest,
        response: { 200: ZPresignedUrlResponse },
      },
      config: access,
    },
    async (request) => issueUploadUrl(app, operatorActor(request), null, request.body),
  );

  app.put(
    '/api/v1/admin/file_attached/remove_file',
    {
      schema: {
        tags,
        summary: '未添付のファイルの削除',
        body: ZFileKeyRequest,
        response: { 200: ZSuccessResponse },
      },
      config: access,
    },
    async (request) => {
      await removeFile(app, operatorActor(request), request.body.key);
      return { success: true as const };
    },
  );

  app.patch(
    '/api/v1/admin/file_attached/update_obj',
    {
      schema: {
        tags,
        summary: 'アップロード済みのファイルをデータに添付',
        body: ZAttachFileRequest,
        response: { 200: ZStoredFileResponse },
      },
      config: access,
    },
    async (request) => ({ data: await attachFile(app, operatorActor(request), request.body) }),
  );

  app.get(
    '/api/v1/admin/file_attached/download',
    {
      schema: {
        tags,
        summary: 'ファイルのダウンロード（短時間有効なURLへリダイレクト）',
        querystring: ZFileKeyQuery,
      },
      config: access,
    },
    async (request, reply) => {
      const url = await downloadUrl(app, operatorActor(request), request.query.key);
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );
}
