/** POST /api/v1/exam/tickets/redeem — a ticket code and the examinee's name give a link token. */
import { type TTicketRedeemRequest, ZTicketRedeemResponse } from '@mirume/shared';
import { useMutation } from '@tanstack/react-query';
import { examRequest } from './exam-request';

export async function redeemTicket(body: TTicketRedeemRequest) {
  const response = await examRequest('/exam/tickets/redeem', {
    method: 'POST',
    body,
    schema: ZTicketRedeemResponse,
  });
  return response.data;
}

export function useRedeemTicket() {
  return useMutation({ mutationFn: redeemTicket });
}
