import { GLOSSARY } from '@mirume/shared';

/** Japanese labels of MUI's TablePagination, as on the people list. */
export const PAGINATION_LABELS = {
  labelRowsPerPage: GLOSSARY.rowsPerPage,
  getItemAriaLabel: (type: string) =>
    type === 'next' ? '次のページ' : type === 'previous' ? '前のページ' : type,
} as const;

export const displayedRows = ({ from, to, count }: { from: number; to: number; count: number }) =>
  `${count.toLocaleString('ja-JP')}件中 ${from.toLocaleString('ja-JP')}〜${to.toLocaleString('ja-JP')}件`;
