/** POST /api/v1/exam/links/:token/session — consent and device facts; idempotent. */
import { type TExamSessionRequest, ZExamSessionResponse } from '@mirume/shared';
import { deviceKeyFor } from '../lib/device-key';
import { examLinkPath, examRequest } from './exam-request';

export async function startExamSession(token: string, body: TExamSessionRequest) {
  const response = await examRequest(`${examLinkPath(token)}/session`, {
    method: 'POST',
    // Every start carries this browser's key, so a second device is recognised (lib/device-key.ts).
    body: { ...body, device_key: body.device_key ?? deviceKeyFor(token) },
    schema: ZExamSessionResponse,
  });
  return response.data;
}
