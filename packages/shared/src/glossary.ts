/**
 * One word for each thing a new user met under two names (decision 0024). Screens and API
 * messages take these instead of spelling the word again.
 */
export const GLOSSARY = {
  /** Not 会社名: the screens say 企業 everywhere (企業情報編集, 企業を登録). */
  companyName: '企業名',
  companyNameKana: '企業名（フリガナ）',
  /** A company that confirmed its address and waits for the operator (not 未承認). */
  awaitingApproval: '承認待ち',
  /** Bringing a CSV of people in (not インポート). */
  importVerb: '取り込む',
  /** The size of a table page (not MUI's ページあたりの行数). */
  rowsPerPage: '表示件数',
} as const;
