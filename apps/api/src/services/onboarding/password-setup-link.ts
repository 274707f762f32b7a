/**
 * The password-setting link of a company user who has no password yet (registered by an
 * operator). It opens /password/new?token=…, the page of the reset link: PUT
 * company_admins/password tells the two purposes apart by the token.
 */
import { createAccountToken, type Executor, enqueueMail, touchCompanyAdminMailSent } from '@mirume/db';
import { appUrl } from '../../mail/layout.ts';
import { passwordSetupMail } from '../../mail/templates/password-setup.ts';

export async function mailPasswordSetupLink(
  tx: Executor,
  baseUrl: string,
  admin: { id: number; email: string; last_name: string; first_name: string; company_name: string },
  now = new Date(),
) {
  const { token } = await createAccountToken(tx, {
    purpose: 'password_setup',
    owner: { type: 'company_admin', id: admin.id },
    now,
  });
  await touchCompanyAdminMailSent(tx, admin.id, 'invitation', now);
  await enqueueMail(
    tx,
    passwordSetupMail({
      account: 'company',
      to: admin.email,
      name: `${admin.last_name} ${admin.first_name}`,
      companyName: admin.company_name,
      url: appUrl(baseUrl, '/password/new', { token }),
    }),
  );
}
