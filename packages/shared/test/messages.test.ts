import { describe, expect, it } from 'vitest';
import { ERROR_PAGE, RESULT_MESSAGE_CODES, RESULT_MESSAGES } from '../src/messages.ts';

/** The 16 snackbar codes of spec §8, in the spec's order. */
const SPEC_CODES = [
  'add',
  'create',
  'update',
  'delete',
  'reset',
  'import',
  'create_link',
  'create_ticket',
  'pdf_bulk_download',
  'create_mail',
  'send_mail',
  'publish',
  'patch',
  'save',
  'duplicate',
  'error',
];

/** The texts spec §8 gives, matched to their codes (the codes without a spec text are left out). */
const SPEC_TEXTS = {
  add: '追加しました。',
  create: '登録しました。',
  update: '編集しました。',
  delete: '削除しました。',
  reset: 'リセットしました。',
  create_link: '診断メールを発行しました',
  create_ticket: '診断チケットを発行しました',
  send_mail: 'メールを送信しました',
  publish: '公開しました。',
  save: '保存しました。',
  duplicate: '複製しました。',
  error: '失敗しました。',
} as const;

describe('RESULT_MESSAGES (spec §8)', () => {
  it('has all 16 result codes, in the spec order', () => {
    expect(Object.keys(RESULT_MESSAGES)).toEqual(SPEC_CODES);
    expect(RESULT_MESSAGE_CODES).toEqual(SPEC_CODES);
  });

  it.each(Object.entries(SPEC_TEXTS))('%s shows the spec text %s', (code, text) => {
    expect(RESULT_MESSAGES[code as keyof typeof RESULT_MESSAGES]).toBe(text);
  });

  it('gives the codes without a spec text a non-empty Japanese text', () => {
    for (const code of ['import', 'pdf_bulk_download', 'create_mail', 'patch'] as const) {
      expect(RESULT_MESSAGES[code], code).toMatch(/ました。?$/);
    }
    // One word for bringing people in (decision 0024's glossary).
    expect(RESULT_MESSAGES.import).toBe('取り込みました。');
  });

  it('gives every code its own text', () => {
    const texts = Object.values(RESULT_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('ERROR_PAGE (spec §2 and §8)', () => {
  it("titles 404 'Page Not Found', 403 'Page Forbidden' and other errors 'An error occurred'", () => {
    expect(ERROR_PAGE[404].title).toBe('Page Not Found');
    expect(ERROR_PAGE[403].title).toBe('Page Forbidden');
    expect(ERROR_PAGE.default.title).toBe('An error occurred');
  });

  it('says in Japanese that the page was not found on 404', () => {
    expect(ERROR_PAGE[404].message).toBe('お探しのページが見つかりませんでした。');
  });

  it('has a Japanese message for 403 and for other errors', () => {
    expect(ERROR_PAGE[403].message).toMatch(/[ぁ-んァ-ン一-龯]/);
    expect(ERROR_PAGE.default.message).toMatch(/[ぁ-んァ-ン一-龯]/);
  });

  it('links back to the top page', () => {
    expect(ERROR_PAGE.backToTop).toBe('トップページへ戻る');
  });
});
