/**
 * The examinee's pages (/exam/…): public, no account, their own phone-first layout. A link token
 * in the URL is the only credential.
 */
import type { RouteObject } from 'react-router';

// SCAFFOLD: pages arrive with the examinee test.
export const examRoutes: RouteObject[] = [];
