/**
 * A real HTTP server on 127.0.0.1 (random port) standing in for the API, so the api-client is
 * exercised through real `fetch`, headers and status codes instead of a mocked fetch.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

export async function startTestServer(handler: Handler) {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const reply = await handler(recorded);
      const payload = reply.body === undefined ? '' : JSON.stringify(reply.body);
      res.writeHead(reply.status, {
        ...(reply.body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
        ...reply.headers,
      });
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Requests in flight still get their answer; idle keep-alive sockets go at once.
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      }),
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** The API's error shape. */
export function apiError(
  status: number,
  code: string,
  message: string,
  fieldErrors?: Record<string, string[]>,
): Reply {
  return { status, body: { error: { code, message, ...(fieldErrors ? { details: { fieldErrors } } : {}) } } };
}
