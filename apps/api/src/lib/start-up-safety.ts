/**
 * What a production server checks before it listens. Demo accounts share a password printed in
 * the README, so a production server that still has them (a copied development database, a
 * demo seeded by mistake) refuses to start instead of serving an open door.
 */
import { type Db, DEMO_PASSWORD, demoAccountsWithDemoPassword } from '@mirume/db';
import type { Config } from '../config.ts';

/** Exit code of a refused start (1 is any crash, 2 a locked data directory). */
export const UNSAFE_START_EXIT_CODE = 3;

export class UnsafeStartError extends Error {
  override name = 'UnsafeStartError';
}

/**
 * Throws UnsafeStartError in production while demo accounts sign in with the demo password,
 * unless SEED_DEMO=true was written out (a demonstration server). Answers the warning lines to
 * print when such a server starts anyway.
 */
export async function checkDemoAccounts(
  config: Pick<Config, 'isProduction' | 'demoRequested'>,
  db: Db,
): Promise<string[]> {
  if (!config.isProduction) return [];
  const emails = await demoAccountsWithDemoPassword(db);
  if (emails.length === 0) return [];
  if (config.demoRequested) {
    return [
      `  警告: デモ用パスワード（${DEMO_PASSWORD}）のデモアカウントがあります（SEED_DEMO=true のため起動します）。`,
      '  デモ専用のサーバー以外では SEED_DEMO を外し、デモアカウントを削除してください。',
    ];
  }
  throw new UnsafeStartError(
    [
      '本番環境（NODE_ENV=production）のため起動を中止しました。',
      `デモ用パスワードでログインできるデモアカウントが残っています: ${emails.join(', ')}`,
      'これらのアカウントを削除するかパスワードを変更してから、再度起動してください。',
      'デモ専用のサーバーとして起動する場合に限り、SEED_DEMO=true を設定してください。',
    ].join('\n'),
  );
}
