/**
 * The examinee's test. No session: the link token in the path is the credential for that one
 * test, checked by the services; redeeming a ticket code is public.
 */
import type { Audience } from '../audience.ts';
import { examRoutes } from './links/links.ts';

export const audience: Audience = {
  access: ['examinee', 'public'],
  routes: [examRoutes],
};
