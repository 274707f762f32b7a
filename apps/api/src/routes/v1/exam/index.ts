/**
 * The examinee's test. No session: the link token in the path is the credential for that one
 * test, checked by the services; redeeming a ticket code is public.
 */
import { setLane } from '@mirume/db';
import type { FastifyRequest } from 'fastify';
import type { Audience } from '../audience.ts';
import { examRoutes } from './links/links.ts';

/**
 * Each link's statements on the embedded database in a lane of their own (fair-share.ts in the db
 * package): an examinee asks little, so saving an answer goes ahead of a company's list reads
 * rather than queueing with every other anonymous caller.
 */
export const EXAM_LANE_PREFIX = 'exam:';
async function examineeLane(request: FastifyRequest): Promise<void> {
  const token = (request.params as { token?: unknown }).token;
  if (typeof token === 'string' && token.length > 0 && token.length <= 128)
    setLane(`${EXAM_LANE_PREFIX}${token}`);
}

export const audience: Audience = {
  access: ['examinee', 'public'],
  onRequest: [examineeLane],
  routes: [examRoutes],
};
