/** GET /api/v1/postcodes/:code — the address of a 7-digit postcode (Japan Post data, offline). */
import { ZPostcodeResponse } from '@mirume/shared';
import { apiRequest } from '@/lib/api-client';

export function lookupPostcode(code: string, signal?: AbortSignal) {
  return apiRequest(`/postcodes/${encodeURIComponent(code)}`, {
    area: 'company',
    schema: ZPostcodeResponse,
    signal,
  });
}
