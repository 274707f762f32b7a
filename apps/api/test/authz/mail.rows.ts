/** The development mailbox: open to everyone outside production (there it is not registered). */
import { enqueueMail } from '@mirume/db';
import { everyone, type Row } from './table.ts';

export const MAIL_ROWS: Row[] = [
  { method: 'GET', route: '/api/v1/dev/mails', expect: everyone(200) },
  {
    method: 'GET',
    route: '/api/v1/dev/mails/:id',
    variant: 'existing mail',
    url: async (f) => {
      const id = await enqueueMail(f.ctx.database.db, {
        to: 'authz@demo.mirume.test',
        subject: '【ミルメ】権限テスト',
        text: '本文',
        template: 'authz_test',
      });
      return `/api/v1/dev/mails/${id}`;
    },
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/v1/dev/mails/:id',
    variant: 'missing id',
    url: (f) => `/api/v1/dev/mails/${f.missingId}`,
    expect: everyone(404),
  },
];
