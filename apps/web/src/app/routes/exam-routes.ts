/**
 * The examinee's pages (/exam/…): public, no account, their own phone-first layout. A link token
 * in the URL is the only credential.
 */
import type { RouteObject } from 'react-router';
import { page } from './define-route';
import { lazyComponent } from './lazy-page';

export const examRoutes: RouteObject[] = [
  page('examTicket', 'チケットで受検', {
    breadcrumb: false,
    lazy: lazyComponent(() => import('@/features/exam/vital-test/pages/exam-ticket-page'), 'ExamTicketPage'),
  }),
  page('exam', '適性診断', {
    breadcrumb: false,
    lazy: lazyComponent(() => import('@/features/exam/vital-test/pages/exam-page'), 'ExamPage'),
  }),
];
