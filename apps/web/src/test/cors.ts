/**
 * CORS for the test server, for calls made with XMLHttpRequest (uploads with progress): jsdom's
 * XHR enforces the same-origin rules a browser does, and the page (http://localhost) and the test
 * server (http://127.0.0.1:port) are different origins, so the preflight must be answered.
 */
import type { Handler } from './test-server';

export function withCors(handler: Handler): Handler {
  return async (request) => {
    const origin = typeof request.headers.origin === 'string' ? request.headers.origin : '*';
    const cors = {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE',
      'access-control-allow-headers': String(request.headers['access-control-request-headers'] ?? '*'),
      'access-control-expose-headers': 'content-disposition',
    };
    if (request.method === 'OPTIONS') return { status: 204, headers: cors };
    const reply = await handler(request);
    return { ...reply, headers: { ...cors, ...reply.headers } };
  };
}
