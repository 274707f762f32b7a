/** POST /api/v1/exam/links/:token/complete — the server scores and closes the test; idempotent. */
import { ZExamCompleteResponse } from '@mirume/shared';
import { examLinkPath, examRequest } from './exam-request';

export async function completeExam(token: string) {
  const response = await examRequest(`${examLinkPath(token)}/complete`, {
    method: 'POST',
    body: {},
    schema: ZExamCompleteResponse,
  });
  return response.data;
}
