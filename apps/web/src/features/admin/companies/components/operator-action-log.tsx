import { formatDateTimeJa, type TOperatorAction } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { displayedRows, PAGINATION_LABELS } from '@/components/pagination-labels';
import { errorMessage } from '@/lib/api-client';
import { useOperatorActions } from '../api/get-operator-actions';
import { fieldLabel, formatValue } from '../lib/field-labels';

const PER = 10;

function Changes({ changes }: { changes: NonNullable<TOperatorAction['changes']> }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 0.5 }}
    >
      {Object.entries(changes).map(([field, { before, after }]) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ pr: 2 }}>
            {fieldLabel(field)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {formatValue(before)} → <strong>{formatValue(after)}</strong>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * Every operator action on the company, newest first, with who, when and what changed — the
 * record that makes an operator's handling of another company's personal data accountable.
 */
export function OperatorActionLog({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(0);
  const { data, isPending, isError, error } = useOperatorActions(companyId, page + 1, PER);
  const list = data?.data;
  return (
    <Card component="section" aria-labelledby="action-log-title">
      <Box sx={{ p: 3, pb: 1 }}>
        <Typography id="action-log-title" variant="h2">
          運営の操作履歴
        </Typography>
        <Typography variant="body2" color="text.secondary">
          運営担当者がこの企業のデータに対して行った操作を記録しています。
        </Typography>
      </Box>
      {isError ? (
        <Alert severity="error" sx={{ mx: 3 }}>
          {errorMessage(error)}
        </Alert>
      ) : null}
      {isPending ? <Skeleton variant="rounded" height={120} sx={{ mx: 3 }} /> : null}
      {list && list.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 3, py: 2 }}>
          操作の記録はまだありません。
        </Typography>
      ) : null}
      {list && list.items.length > 0 ? (
        <Box component="ol" sx={{ listStyle: 'none', px: 3, m: 0 }} aria-label="運営の操作履歴">
          {list.items.map((a) => (
            <Box component="li" key={a.id} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                <Typography variant="body2" color="text.secondary" sx={{ width: 170, flexShrink: 0 }}>
                  {formatDateTimeJa(a.created_at)}
                </Typography>
                <Typography variant="body2" sx={{ flex: 1, minWidth: 240 }}>
                  {a.summary}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {a.system_admin_name}
                </Typography>
              </Box>
              {a.changes ? <Changes changes={a.changes} /> : null}
            </Box>
          ))}
        </Box>
      ) : null}
      <TablePagination
        component="div"
        count={list?.total ?? 0}
        page={page}
        rowsPerPage={PER}
        rowsPerPageOptions={[PER]}
        onPageChange={(_, p) => setPage(p)}
        labelDisplayedRows={displayedRows}
        {...PAGINATION_LABELS}
      />
    </Card>
  );
}
