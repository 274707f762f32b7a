/** Result-message codes of spec §8, shown in the snackbar after an action. */
export const RESULT_MESSAGES = {
  add: '追加しました。',
  create: '登録しました。',
  update: '編集しました。',
  delete: '削除しました。',
  reset: 'リセットしました。',
  import: '取り込みました。',
  create_link: '診断メールを発行しました',
  create_ticket: '診断チケットを発行しました',
  pdf_bulk_download: 'PDFを一括ダウンロードしました。',
  create_mail: 'メールを作成しました。',
  send_mail: 'メールを送信しました',
  publish: '公開しました。',
  patch: '更新しました。',
  save: '保存しました。',
  duplicate: '複製しました。',
  error: '失敗しました。',
} as const;

export type ResultMessageCode = keyof typeof RESULT_MESSAGES;

export const RESULT_MESSAGE_CODES = Object.keys(RESULT_MESSAGES) as ResultMessageCode[];

/** The error-page texts of spec §2 / §8. */
export const ERROR_PAGE = {
  404: { title: 'Page Not Found', message: 'お探しのページが見つかりませんでした。' },
  403: { title: 'Page Forbidden', message: 'このページを表示する権限がありません。' },
  default: { title: 'An error occurred', message: 'エラーが発生しました。時間をおいて再度お試しください。' },
  backToTop: 'トップページへ戻る',
  /**
   * Spec §8's two 404s under the same title: a path no route matches (or a page whose parameters
   * fail validation), and a page the user's role may not open.
   */
  notFound: { missing: 'This page could not be found', refused: '404 Not Found' },
} as const;
