/**
 * A person's latest mirumevital result and the diagnosis status notifications: every company role
 * views them (diagnosis:view); another company's person or notification is 404 like a missing one.
 */
import { schema } from '@mirume/db';
import { company, expectFor, type Fixtures, type Row, VARIANTS, type Variant } from './table.ts';

const people = new Map<string, Promise<number>>();
/** One person per company, shared by the rows. */
function person(f: Fixtures, v: Variant) {
  const companyId = v === 'own company' ? f.ownCompanyId : f.otherCompanyId;
  const key = `${companyId}`;
  if (!people.has(key)) {
    people.set(
      key,
      f.ctx.database.db
        .insert(schema.employees)
        .values({
          company_id: companyId,
          employee_id: `RES-${companyId}-${Date.now()}`,
          last_name: '結果',
          first_name: '確認',
          kana_last_name: 'ケッカ',
          kana_first_name: 'カクニン',
          employment_type: 'senkou',
        })
        .returning({ id: schema.employees.id })
        .then((rows) => rows[0]!.id),
    );
  }
  return people.get(key) as Promise<number>;
}

const notifications = new Map<string, Promise<number>>();
function notification(f: Fixtures, v: Variant) {
  const companyId = v === 'own company' ? f.ownCompanyId : f.otherCompanyId;
  const key = `${companyId}`;
  if (!notifications.has(key)) {
    notifications.set(
      key,
      f.ctx.database.db
        .insert(schema.shindanStatusNotifications)
        .values({
          company_id: companyId,
          last_name: '通知',
          first_name: '確認',
          email: 'notice@example.jp',
          diagnosis_type: 'senkou',
          status: 'success',
        })
        .returning({ id: schema.shindanStatusNotifications.id })
        .then((rows) => rows[0]!.id),
    );
  }
  return notifications.get(key) as Promise<number>;
}

const resultRows: Row[] = (['shindan_senkou', 'shindan_employee'] as const).flatMap((path) =>
  VARIANTS.map((variant) => ({
    method: 'GET' as const,
    route: `/api/v1/employees/:id/${path}`,
    variant,
    url: async (f: Fixtures) =>
      `/api/v1/employees/${variant === 'missing id' ? f.missingId : await person(f, variant)}/${path}`,
    expect: expectFor(variant, 200),
  })),
);

const notificationRows: Row[] = [
  { method: 'GET', route: '/api/v1/shindan_status_notifications', expect: company(200) },
  {
    method: 'GET',
    route: '/api/v1/shindan_status_notifications',
    variant: 'only unread',
    url: '/api/v1/shindan_status_notifications?onlyUnread=true',
    expect: company(200),
  },
  ...(['', '/mark_shindan_status_notification_as_read'] as const).flatMap((suffix) =>
    VARIANTS.map((variant) => ({
      method: suffix ? ('PATCH' as const) : ('GET' as const),
      route: `/api/v1/shindan_status_notifications/:id${suffix}`,
      variant,
      url: async (f: Fixtures) =>
        `/api/v1/shindan_status_notifications/${
          variant === 'missing id' ? f.missingId : await notification(f, variant)
        }${suffix}`,
      expect: expectFor(variant, 200),
    })),
  ),
];

export const RESULT_ROWS: Row[] = [...resultRows, ...notificationRows];
