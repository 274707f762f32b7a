/**
 * Files (file_attached): every company role asks for upload URLs, removes and downloads its own
 * company's files; attaching to a person needs a role that may edit the person; another
 * company's key is not found. The operator mirror reaches every company. The signed URLs of the
 * local storage are public and refuse a request without a valid signature.
 */
import { Readable } from 'node:stream';
import { schema } from '@mirume/db';
import { UploadGuard } from '../../src/files/guard.ts';
import { newFileKey } from '../../src/services/files/uploads.ts';
import { fileOf } from '../support/files.ts';
import {
  type Actor,
  company,
  everyone,
  type Fixtures,
  operatorOnly,
  type Row,
  type Variant,
} from './table.ts';

/** A file of the demo company (own) or of the other company, uploaded unless asked otherwise. */
async function freshFile(f: Fixtures, where: 'own' | 'other', uploaded = true): Promise<string> {
  const companyId = where === 'own' ? f.ownCompanyId : f.otherCompanyId;
  const key = newFileKey(companyId, 'assessment_sheet');
  const bytes = fileOf('pdf', 200);
  if (uploaded) {
    const guard = new UploadGuard({
      contentType: 'application/pdf',
      maxBytes: 1000,
      types: ['application/pdf'],
    });
    await f.ctx.app.files.put(key, Readable.from([bytes]), guard);
  }
  await f.ctx.database.db.insert(schema.storedFiles).values({
    key,
    company_id: companyId,
    purpose: 'assessment_sheet',
    original_file_name: '権限確認.pdf',
    content_type: 'application/pdf',
    status: uploaded ? 'uploaded' : 'pending',
    size_bytes: uploaded ? bytes.length : null,
    created_by_kind: 'company_admin',
    created_by_id: f.ownWorkerId,
  });
  return key;
}

const people = new Map<number, number>();
/** A full-time person of the company (every editing role may attach to them). */
async function person(f: Fixtures, companyId: number): Promise<number> {
  const known = people.get(companyId);
  if (known) return known;
  const [row] = await f.ctx.database.db
    .insert(schema.employees)
    .values({
      company_id: companyId,
      employee_id: `FILE-${companyId}`,
      last_name: '添付',
      first_name: '確認',
      kana_last_name: 'テンプ',
      kana_first_name: 'カクニン',
      employment_type: 'full_time',
    })
    .returning({ id: schema.employees.id });
  if (!row) throw new Error('expected a person');
  people.set(companyId, row.id);
  return row.id;
}

const MISSING_KEY = 'companies/999999/assessment_sheet/2026/01/00000000-0000-4000-8000-000000000000';

/** The key each actor's row works on (url and payload are built separately). */
const keys = new Map<string, string>();
const recordIds = new Map<string, number>();

/** Own company: the demo roles get `ok`; the other company's key: only its admin does. */
function byVariant(v: Variant, ok: number, demo: Record<Actor, number> = company(ok)): Record<Actor, number> {
  if (v === 'own company') return { ...demo, other_company_admin: 404 };
  if (v === "another company's") return { ...company(404), other_company_admin: ok };
  return company(404);
}

async function keyFor(f: Fixtures, v: Variant, label: string, actor: Actor, uploaded = true) {
  const key =
    v === 'missing id' ? MISSING_KEY : await freshFile(f, v === 'own company' ? 'own' : 'other', uploaded);
  keys.set(`${label}:${v}:${actor}`, key);
  return key;
}

const VARIANTS: Variant[] = ['own company', "another company's", 'missing id'];
const editors = (ok: number): Record<Actor, number> => ({ ...company(ok), senkou_admin: 404, worker: 404 });

const companyRows: Row[] = VARIANTS.flatMap((v): Row[] => [
  {
    method: 'PUT',
    route: '/api/v1/file_attached/remove_file',
    variant: v,
    url: async (f, actor) => {
      await keyFor(f, v, 'remove', actor, false);
      return '/api/v1/file_attached/remove_file';
    },
    payload: (_f, actor) => ({ key: keys.get(`remove:${v}:${actor}`) }),
    expect: byVariant(v, 200),
  },
  {
    method: 'PATCH',
    route: '/api/v1/file_attached/update_obj',
    variant: v,
    url: async (f, actor) => {
      await keyFor(f, v, 'attach', actor);
      recordIds.set(
        `${v}:${actor}`,
        await person(f, v === "another company's" ? f.otherCompanyId : f.ownCompanyId),
      );
      return '/api/v1/file_attached/update_obj';
    },
    payload: (_f, actor) => ({
      key: keys.get(`attach:${v}:${actor}`),
      record_type: 'employee',
      record_id: recordIds.get(`${v}:${actor}`),
    }),
    expect: byVariant(v, 200, editors(200)),
  },
  {
    method: 'GET',
    route: '/api/v1/file_attached/download',
    variant: v,
    url: async (f, actor) =>
      `/api/v1/file_attached/download?key=${encodeURIComponent(await keyFor(f, v, 'download', actor))}`,
    expect: byVariant(v, 302),
  },
]);

export const FILE_ROWS: Row[] = [
  {
    method: 'POST',
    route: '/api/v1/file_attached/presigned_url',
    payload: {
      purpose: 'assessment_sheet',
      file_name: 'シート.pdf',
      content_type: 'application/pdf',
      size: 1000,
    },
    expect: company(200),
  },
  ...companyRows,
  {
    method: 'POST',
    route: '/api/v1/admin/file_attached/presigned_url',
    payload: (f) => ({
      company_id: f.ownCompanyId,
      purpose: 'assessment_sheet',
      file_name: 'シート.pdf',
      content_type: 'application/pdf',
      size: 1000,
    }),
    expect: operatorOnly(200),
  },
  {
    method: 'POST',
    route: '/api/v1/admin/file_attached/presigned_url_common',
    payload: {
      purpose: 'notification_attachment',
      file_name: 'お知らせ.pdf',
      content_type: 'application/pdf',
      size: 10,
    },
    expect: operatorOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/v1/admin/file_attached/remove_file',
    url: async (f, actor) => {
      await keyFor(f, "another company's", 'admin-remove', actor, false);
      return '/api/v1/admin/file_attached/remove_file';
    },
    payload: (_f, actor) => ({ key: keys.get(`admin-remove:another company's:${actor}`) }),
    expect: operatorOnly(200),
  },
  {
    method: 'PATCH',
    route: '/api/v1/admin/file_attached/update_obj',
    url: async (f, actor) => {
      await keyFor(f, 'own company', 'admin-attach', actor);
      recordIds.set(`admin:${actor}`, await person(f, f.ownCompanyId));
      return '/api/v1/admin/file_attached/update_obj';
    },
    payload: (_f, actor) => ({
      key: keys.get(`admin-attach:own company:${actor}`),
      record_type: 'employee',
      record_id: recordIds.get(`admin:${actor}`),
    }),
    expect: operatorOnly(200),
  },
  {
    method: 'GET',
    route: '/api/v1/admin/file_attached/download',
    url: async (f, actor) =>
      `/api/v1/admin/file_attached/download?key=${encodeURIComponent(await keyFor(f, 'own company', 'admin-download', actor))}`,
    expect: operatorOnly(302),
  },
  // The signature is the credential: without a valid one, every caller gets the same 403.
  {
    method: 'PUT',
    route: '/api/v1/files/upload',
    url: `/api/v1/files/upload?k=${encodeURIComponent(MISSING_KEY)}&e=9999999999&t=application%2Fpdf&m=100&s=x`,
    expect: everyone(403),
  },
  {
    method: 'GET',
    route: '/api/v1/files/download',
    url: `/api/v1/files/download?k=${encodeURIComponent(MISSING_KEY)}&e=9999999999&t=application%2Fpdf&n=a.pdf&s=x`,
    expect: everyone(403),
  },
];
