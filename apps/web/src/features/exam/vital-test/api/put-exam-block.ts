/** PUT /api/v1/exam/links/:token/blocks/:index — one finished block's raw events; idempotent. */
import { type TBlockPayload, ZExamBlockResponse } from '@mirume/shared';
import { examLinkPath, examRequest } from './exam-request';

export async function putExamBlock(token: string, payload: TBlockPayload) {
  const response = await examRequest(`${examLinkPath(token)}/blocks/${payload.block_index}`, {
    method: 'PUT',
    body: payload,
    schema: ZExamBlockResponse,
  });
  return response.data;
}
