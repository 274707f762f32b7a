/**
 * Announcements, the notification centre, inquiries and the operators' inbox. Announcements are
 * service-wide (every company user reads a published one; a draft is 404 like a missing one);
 * sending an inquiry is the only public write; the inbox and the announcement writing are the
 * operators'.
 */
import { schema } from '@mirume/db';
import { type Actor, company, everyone, type Fixtures, operatorOnly, type Row } from './table.ts';

let seq = 0;
/** Records made by a row's url() for its payload(), per actor. */
const made = new Map<string, number>();
async function announcement(f: Fixtures, published: boolean) {
  seq += 1;
  const [row] = await f.ctx.database.db
    .insert(schema.mirumeNotifications)
    .values({
      category: 'notice',
      title: `権限確認のお知らせ${seq}`,
      description: '本文',
      published_at: published ? new Date(Date.now() - 60_000) : null,
    })
    .returning({ id: schema.mirumeNotifications.id });
  if (!row) throw new Error('expected an announcement');
  return row.id;
}

async function link(f: Fixtures, companyId: number) {
  seq += 1;
  const [person] = await f.ctx.database.db
    .insert(schema.employees)
    .values({
      company_id: companyId,
      employee_id: `AUTHZ-INQ-${seq}`,
      last_name: '権限',
      first_name: '受検者',
      kana_last_name: 'ケンゲン',
      kana_first_name: 'ジュケンシャ',
      email: `authz-inquiry-${seq}@example.jp`,
      employment_type: 'senkou',
    })
    .returning({ id: schema.employees.id });
  const [row] = await f.ctx.database.db
    .insert(schema.diagnosisLinks)
    .values({
      company_id: companyId,
      employee_id: person!.id,
      diagnosis_type: 'senkou',
      token_hash: `authz-inquiry-${seq}-${Math.random()}`,
      email: `authz-inquiry-${seq}@example.jp`,
      deadline: new Date(Date.now() + 7 * 86_400_000),
    })
    .returning({ id: schema.diagnosisLinks.id });
  return row!.id;
}

async function inquiry(f: Fixtures, withLink = false) {
  seq += 1;
  const [row] = await f.ctx.database.db
    .insert(schema.inquiries)
    .values({
      kind: withLink ? 'issue' : 'general',
      kubun: withLink ? 'diagnosis_issue' : 'service',
      company_id: f.ownCompanyId,
      name: '権限 確認',
      email: `authz-inquirer-${seq}@example.jp`,
      subject: '権限確認',
      body: '本文',
      link_id: withLink ? await link(f, f.ownCompanyId) : null,
    })
    .returning({ id: schema.inquiries.id });
  return row!.id;
}

const inquiryForm = () => ({
  kubun: 'service',
  name: '権限 確認',
  email: 'authz-visitor@example.jp',
  subject: '権限確認',
  body: '本文',
  form_shown_at: Date.now() - 60_000,
});

const announcementForm = { title: '権限確認', category: 'notice', description: '本文', publish: 'draft' };

/** A row for each of: a published announcement, a draft one, and a missing id. */
function announcementRows(method: Row['method'], suffix: string): Row[] {
  const route = `/api/v1/mirume_notifications/:id${suffix}`;
  return [
    {
      method,
      route,
      variant: 'published (every company reads it)',
      url: async (f) => `/api/v1/mirume_notifications/${await announcement(f, true)}${suffix}`,
      expect: company(200),
    },
    {
      method,
      route,
      variant: 'a draft (like a missing one)',
      url: async (f) => `/api/v1/mirume_notifications/${await announcement(f, false)}${suffix}`,
      expect: company(404),
    },
    {
      method,
      route,
      variant: 'missing id',
      url: (f) => `/api/v1/mirume_notifications/${f.missingId}${suffix}`,
      expect: company(404),
    },
  ];
}

function operatorIdRows(
  method: Row['method'],
  route: string,
  make: (f: Fixtures, actor: Actor) => Promise<number>,
  ok: number,
  payload?: Row['payload'],
): Row[] {
  const at = (id: number) => route.replace(':id', String(id));
  return [
    {
      method,
      route,
      variant: 'existing',
      url: async (f, actor) => at(await make(f, actor)),
      payload,
      expect: operatorOnly(ok),
    },
    { method, route, variant: 'missing id', url: (f) => at(f.missingId), payload, expect: operatorOnly(404) },
  ];
}

export const COMMUNICATION_ROWS: Row[] = [
  // the company's notification centre
  { method: 'GET', route: '/api/v1/notifications', expect: company(200) },
  { method: 'GET', route: '/api/v1/mirume_notifications', expect: company(200) },
  { method: 'GET', route: '/api/v1/mirume_notifications/latest_mirume_notifications', expect: company(200) },
  ...announcementRows('GET', ''),
  ...announcementRows('POST', '/mark_notification_as_read'),

  // inquiries
  { method: 'POST', route: '/api/v1/check_kubun', payload: { kubun: 'trial' }, expect: everyone(200) },
  {
    method: 'POST',
    route: '/api/v1/general_inquiries',
    variant: 'the one public write (signed in or not)',
    payload: inquiryForm,
    expect: everyone(201),
  },
  {
    method: 'POST',
    route: '/api/v1/issue_inquiries',
    variant: "a demo company's link",
    url: async (f, actor) => {
      made.set(`link:${actor}`, await link(f, f.ownCompanyId));
      return '/api/v1/issue_inquiries';
    },
    payload: (_f, actor) => ({ subject: '権限確認', body: '本文', link_id: made.get(`link:${actor}`) }),
    // Another company's link is refused exactly like a missing one.
    expect: { ...company(201), other_company_admin: 400 },
  },
  {
    method: 'POST',
    route: '/api/v1/issue_inquiries',
    variant: 'missing link',
    payload: (f) => ({ subject: '権限確認', body: '本文', link_id: f.missingId }),
    expect: company(400),
  },
  { method: 'GET', route: '/api/v1/issue_inquiries/targets', expect: company(200) },

  // the operators' announcements
  { method: 'GET', route: '/api/v1/admin/mirume_notifications', expect: operatorOnly(200) },
  {
    method: 'POST',
    route: '/api/v1/admin/mirume_notifications',
    payload: announcementForm,
    expect: operatorOnly(201),
  },
  ...operatorIdRows('GET', '/api/v1/admin/mirume_notifications/:id', (f) => announcement(f, true), 200),
  ...operatorIdRows(
    'PATCH',
    '/api/v1/admin/mirume_notifications/:id',
    (f) => announcement(f, true),
    200,
    announcementForm,
  ),
  ...operatorIdRows(
    'POST',
    '/api/v1/admin/mirume_notifications/:id/unpublish',
    (f) => announcement(f, true),
    200,
  ),
  ...operatorIdRows('DELETE', '/api/v1/admin/mirume_notifications/:id', (f) => announcement(f, true), 200),

  // the operators' inbox
  { method: 'GET', route: '/api/v1/admin/inquiries', expect: operatorOnly(200) },
  { method: 'GET', route: '/api/v1/admin/inquiries/assignees', expect: operatorOnly(200) },
  ...operatorIdRows('GET', '/api/v1/admin/inquiries/:id', (f) => inquiry(f), 200),
  ...operatorIdRows('PATCH', '/api/v1/admin/inquiries/:id', (f) => inquiry(f), 200, {
    status: 'in_progress',
  }),
  ...operatorIdRows('POST', '/api/v1/admin/inquiries/:id/reply', (f) => inquiry(f), 200, { body: '返信' }),
  {
    method: 'POST',
    route: '/api/v1/admin/issue_inquiries/send_mails',
    variant: 'an issue inquiry with a link',
    url: async (f, actor) => {
      made.set(`inquiry:${actor}`, await inquiry(f, true));
      return '/api/v1/admin/issue_inquiries/send_mails';
    },
    payload: (_f, actor) => ({ id: made.get(`inquiry:${actor}`) }),
    expect: operatorOnly(200),
  },
  {
    method: 'POST',
    route: '/api/v1/admin/issue_inquiries/send_mails',
    variant: 'missing id',
    payload: (f) => ({ id: f.missingId }),
    expect: operatorOnly(404),
  },
];
