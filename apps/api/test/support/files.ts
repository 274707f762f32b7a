/**
 * Builders for the file tests: files of a given size that start with the magic bytes of their
 * type, a person of a company to attach them to, and the upload-URL call.
 */
import { type Database, schema } from '@mirume/db';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/lib/zod-app.ts';

const MAGIC = {
  pdf: Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
};

/** `size` bytes starting with the type's magic bytes. */
export function fileOf(type: keyof typeof MAGIC, size: number): Buffer {
  const out = Buffer.alloc(size, 0x20);
  MAGIC[type].copy(out, 0, 0, Math.min(size, MAGIC[type].length));
  return out;
}

/** A person of the company, to attach files to. */
export async function anEmployeeId(database: Database, companyId: number): Promise<number> {
  const [row] = await database.db
    .select({ id: schema.employees.id })
    .from(schema.employees)
    .where(eq(schema.employees.company_id, companyId))
    .limit(1);
  if (row) return row.id;
  const [created] = await database.db
    .insert(schema.employees)
    .values({
      company_id: companyId,
      employee_id: `F${Date.now()}`,
      last_name: '添付',
      first_name: '太郎',
      kana_last_name: 'テンプ',
      kana_first_name: 'タロウ',
      employment_type: 'full_time',
    })
    .returning({ id: schema.employees.id });
  if (!created) throw new Error('employee not created');
  return created.id;
}

export interface Presigned {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  key: string;
  expires_at: string;
}

export async function presign(
  app: App,
  headers: Record<string, string>,
  body: { purpose: string; file_name: string; content_type: string; size: number },
  url = '/api/v1/file_attached/presigned_url',
): Promise<Presigned> {
  const res = await app.inject({ method: 'POST', url, headers, payload: body });
  if (res.statusCode !== 200) throw new Error(`presign failed: ${res.statusCode} ${res.body}`);
  return res.json() as Presigned;
}

export async function storedFileRow(database: Database, key: string) {
  const [row] = await database.db.select().from(schema.storedFiles).where(eq(schema.storedFiles.key, key));
  return row;
}
