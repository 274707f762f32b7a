/** Reading what the app queued in its mail outbox: the newest mail to an address and its link. */
import { type Database, listMails } from '@mirume/db';

/** The newest mail to the address; fails the test when there is none. */
export async function newestMail(database: Database, to: string) {
  const [mail] = await listMails(database.db, { to });
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The first link in a mail's text. */
export function linkIn(text: string): URL {
  const found = text.match(/https?:\/\/\S+/);
  if (!found) throw new Error(`no link in ${text}`);
  return new URL(found[0]);
}

/** The newest mail to the address and the link in its text body. */
export async function mailedLink(database: Database, to: string) {
  const [mail] = await listMails(database.db, { to });
  const link = mail?.text_body.match(/https?:\/\/\S+/)?.[0];
  if (!mail || !link) throw new Error(`no mail with a link to ${to}`);
  return { mail, url: new URL(link) };
}
