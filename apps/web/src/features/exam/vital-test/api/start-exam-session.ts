/** POST /api/v1/exam/links/:token/session — consent and device facts; idempotent. */
import { type TExamSessionRequest, ZExamSessionResponse } from '@mirume/shared';
import { examLinkPath, examRequest } from './exam-request';

export async function startExamSession(token: string, body: TExamSessionRequest) {
  const response = await examRequest(`${examLinkPath(token)}/session`, {
    method: 'POST',
    body,
    schema: ZExamSessionResponse,
  });
  return response.data;
}
