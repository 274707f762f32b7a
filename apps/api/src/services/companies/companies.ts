/**
 * A company in the operator's hands (spec §4): its page, the edit, discard (soft delete),
 * restore and physical destruction. Each is one transaction with its status-history entry and
 * its operator action record; discarding ends the company users' sessions at once.
 */
import {
  companyAdminIdsAndEmails,
  companyUsage,
  type Db,
  destroyDiscardedCompany,
  findCompanyForOperator,
  findContractOfCompany,
  insertCompanyHistory,
  listCompanyAdminsForOperator,
  listCompanyHistory,
  revokeOtherTokens,
  setCompanyDiscarded,
  updateCompanyForOperator,
} from '@mirume/db';
import type {
  TAdminCompanyDetail,
  TAdminCompanyUpdateRequest,
  ZAdminCompanyUpdateRequest,
} from '@mirume/shared';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import type { Operator } from '../onboarding/approval.ts';
import { recordOperatorAction } from '../operations/operations.ts';

export const COMPANY_MESSAGES = {
  nameMismatch: '入力された企業名が一致しません。削除する企業の名前を正確に入力してください。',
  notDiscarded: '完全に削除できるのは、削除済みの企業だけです。',
} as const;

const actorOf = (operator: Operator) => ({
  id: operator.id,
  name: `${operator.last_name} ${operator.first_name}`,
});
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export async function getCompanyDetail(db: Db, id: number): Promise<TAdminCompanyDetail> {
  const company = await findCompanyForOperator(db, id);
  if (!company) throw notFound();
  const [admins, history, usage] = await Promise.all([
    listCompanyAdminsForOperator(db, id),
    listCompanyHistory(db, id),
    companyUsage(db, id),
  ]);
  return {
    id: company.id,
    name: company.name,
    name_kana: company.name_kana,
    status: company.status,
    postcode: company.postcode,
    address: company.address,
    tel: company.tel,
    url: company.url,
    daihyo_name: company.daihyo_name,
    date_start_contract: company.date_start_contract,
    date_end_contract: company.date_end_contract,
    created_at: company.created_at.toISOString(),
    discarded_at: iso(company.discarded_at),
    admins: admins.map((a) => ({
      id: a.id,
      role: a.role,
      name: `${a.last_name} ${a.first_name}`,
      email: a.email,
      confirmed: a.confirmed,
      has_password: a.has_password,
      last_sign_in_at: iso(a.last_sign_in_at),
    })),
    history: history.map((h) => ({
      id: h.id,
      event: h.event,
      from_status: h.from_status,
      to_status: h.to_status,
      actor_name: h.actor_name,
      created_at: h.created_at.toISOString(),
    })),
    usage: { ...usage, last_sign_in_at: iso(usage.last_sign_in_at) },
  };
}

const EDITABLE = [
  'name',
  'name_kana',
  'daihyo_name',
  'postcode',
  'address',
  'tel',
  'url',
  'date_start_contract',
  'date_end_contract',
] as const;

export async function updateCompany(
  db: Db,
  operator: Operator,
  id: number,
  body: z.output<typeof ZAdminCompanyUpdateRequest>,
) {
  await db.transaction(async (tx) => {
    const before = await findCompanyForOperator(tx, id, { lock: true });
    if (!before) throw notFound();
    // With a billing contract, its period is set on 契約と料金 (the company's dates follow it).
    const contract = await findContractOfCompany(tx, id);
    if (
      contract &&
      ((body.date_start_contract ?? null) !== contract.start_date ||
        (body.date_end_contract ?? null) !== contract.end_date)
    ) {
      throw new AppError('VALIDATION_ERROR', undefined, {
        date_end_contract: ['契約中の企業の契約期間は「契約と料金」で変更してください'],
      });
    }
    const values = {
      name: body.name,
      name_kana: body.name_kana ?? null,
      daihyo_name: body.daihyo_name ?? null,
      postcode: body.postcode ?? null,
      address: body.address ?? null,
      tel: body.tel ?? null,
      url: body.url ?? null,
      date_start_contract: body.date_start_contract ?? null,
      date_end_contract: body.date_end_contract ?? null,
    };
    await updateCompanyForOperator(tx, id, values);
    await recordOperatorAction(tx, operator, {
      companyId: id,
      action: 'company.update',
      targetType: 'company',
      targetId: id,
      summary: `企業「${values.name}」の情報を変更しました`,
      before: Object.fromEntries(EDITABLE.map((k) => [k, before[k]])),
      after: values,
    });
  });
  return getCompanyDetail(db, id);
}

/** Ends every session of the company's users in this process and, through the bus, the others. */
function evictCompanySessions(app: App, emails: string[]) {
  for (const email of emails) app.sessions.company.evictUser(email);
}

export async function discardCompany(app: App, operator: Operator, id: number) {
  const { company, emails } = await app.db.transaction(async (tx) => {
    const company = await setCompanyDiscarded(tx, id, true);
    if (!company) throw notFound();
    const admins = await companyAdminIdsAndEmails(tx, id);
    for (const admin of admins) await revokeOtherTokens(tx, { type: 'company_admin', id: admin.id });
    await insertCompanyHistory(tx, {
      companyId: id,
      event: 'discarded',
      from: company.status,
      to: company.status,
      actor: actorOf(operator),
    });
    await recordOperatorAction(tx, operator, {
      companyId: id,
      action: 'company.discard',
      targetType: 'company',
      targetId: id,
      summary: `企業「${company.name}」を削除しました（削除済み企業から復元できます）`,
    });
    return { company, emails: admins.map((a) => a.email) };
  });
  evictCompanySessions(app, emails);
  return { id: company.id, name: company.name, discarded_at: company.discarded_at?.toISOString() ?? null };
}

export async function restoreCompany(db: Db, operator: Operator, id: number) {
  return db.transaction(async (tx) => {
    const company = await setCompanyDiscarded(tx, id, false);
    if (!company) throw notFound();
    await insertCompanyHistory(tx, {
      companyId: id,
      event: 'restored',
      from: company.status,
      to: company.status,
      actor: actorOf(operator),
    });
    await recordOperatorAction(tx, operator, {
      companyId: id,
      action: 'company.restore',
      targetType: 'company',
      targetId: id,
      summary: `企業「${company.name}」を復元しました`,
    });
    return { id: company.id, name: company.name, discarded_at: null };
  });
}

/**
 * Removes the discarded company and everything of it, the stored files included, in one
 * transaction: the objects are deleted last, inside it, so a storage failure rolls the rows back
 * (the operator can try again) rather than leaving rows that point at nothing.
 */
export async function destroyCompany(app: App, operator: Operator, id: number, typedName: string) {
  return app.db.transaction(async (tx) => {
    const company = await findCompanyForOperator(tx, id, { includeDiscarded: true, lock: true });
    if (!company) throw notFound();
    if (!company.discarded_at) throw new AppError('CONFLICT', COMPANY_MESSAGES.notDiscarded);
    if (typedName.trim() !== company.name) {
      throw new AppError('VALIDATION_ERROR', COMPANY_MESSAGES.nameMismatch, {
        company_name: [COMPANY_MESSAGES.nameMismatch],
      });
    }
    const destroyed = await destroyDiscardedCompany(tx, id);
    if (!destroyed) throw notFound();
    // The company's own log goes with it; the destruction itself is kept without a company id.
    await recordOperatorAction(tx, operator, {
      companyId: null,
      action: 'company.destroy',
      targetType: 'company',
      targetId: id,
      summary: `企業「${company.name}」と、そのすべてのデータを完全に削除しました`,
    });
    for (const key of destroyed.fileKeys) await app.files.delete(key);
    return { id, name: company.name, files_removed: destroyed.fileKeys.length };
  });
}
