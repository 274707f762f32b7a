/**
 * Whether a request comes from this machine. The development mailbox shows password-reset and
 * sign-up links, so it is served to loopback clients only: a colleague on the same network
 * cannot read them even when the server listens on every interface.
 */
import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.test(address);
}

/**
 * `request.ip` is the client behind a trusted proxy (TRUST_PROXY) and the socket's address
 * otherwise. A request from a loopback socket that carries forwarding headers without a trusted
 * proxy came through a reverse proxy on this machine on behalf of someone else: not loopback.
 */
export function isLoopbackRequest(request: FastifyRequest, trustProxy: unknown): boolean {
  if (!isLoopbackAddress(request.ip)) return false;
  if (trustProxy) return true;
  return request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
}
