/**
 * The body of a paged list card: the error with a retry, the skeleton while loading, the table
 * when there are rows, the empty message otherwise (which says whether the condition found
 * nothing or there is nothing yet); and its pagination in Japanese.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { displayedRows, PAGINATION_LABELS } from '@/components/pagination-labels';
import { errorMessage } from '@/lib/api-client';
import { LIST_PER_OPTIONS } from '@/lib/use-url-list';

interface ListBodyProps {
  error: unknown;
  isPending: boolean;
  refetch(): unknown;
  /** Rows on this page (0: the empty message). */
  rows: number;
  /** What to say without rows: the condition found nothing, or there is nothing yet. */
  empty: string;
  children: ReactNode;
}

export function ListBody({ error, isPending, refetch, rows, empty, children }: ListBodyProps) {
  if (error) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            再試行
          </Button>
        }
      >
        {errorMessage(error)}
      </Alert>
    );
  }
  if (isPending) {
    return (
      <Box sx={{ p: 2 }}>
        <Skeleton variant="rounded" height={240} aria-label="読み込み中" />
      </Box>
    );
  }
  if (rows === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  }
  return <>{children}</>;
}

interface ListPaginationProps {
  total: number;
  page: number;
  per: number;
  onChange(change: { page: number; per?: number }): void;
}

/** Pages counted from 1, as the URL and the API count them. */
export function ListPagination({ total, page, per, onChange }: ListPaginationProps) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={per}
      rowsPerPageOptions={[...LIST_PER_OPTIONS]}
      onPageChange={(_, p) => onChange({ page: p + 1 })}
      onRowsPerPageChange={(event) => onChange({ per: Number(event.target.value), page: 1 })}
      labelDisplayedRows={displayedRows}
      {...PAGINATION_LABELS}
    />
  );
}
