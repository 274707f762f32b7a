import { csvLineOfRow, EmploymentType, PERSON_FIELDS } from '@mirume/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useMemo, useState } from 'react';
import { describeErrors, hasErrors, type PreviewRow } from '../lib/check-rows';

const PER_PAGE = 50;

const typeLabel = (value: string | undefined) =>
  (EmploymentType.options().find((o) => o.value === value)?.label ?? value) || '-';

/** The rows of the file as they will be imported, every bad row marked with its reasons. */
export function PreviewTable({ rows, errorCount }: { rows: readonly PreviewRow[]; errorCount: number }) {
  const [onlyErrors, setOnlyErrors] = useState(errorCount > 0);
  const [page, setPage] = useState(0);
  const shown = useMemo(() => (onlyErrors ? rows.filter(hasErrors) : rows), [rows, onlyErrors]);
  const pageRows = shown.slice(page * PER_PAGE, (page + 1) * PER_PAGE);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={onlyErrors}
            onChange={(event) => {
              setOnlyErrors(event.target.checked);
              setPage(0);
            }}
          />
        }
        label="エラーのある行のみ表示"
      />
      <TableContainer sx={{ overflowX: 'auto', maxHeight: 560 }}>
        <Table size="small" stickyHeader aria-label="取り込む内容のプレビュー" sx={{ minWidth: 1000 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>行</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>状態</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{PERSON_FIELDS.employee_id.label}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>氏名</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>フリガナ</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>雇用形態</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>生年月日</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>部署</TableCell>
              <TableCell>エラー内容</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pageRows.map((row) => {
              const bad = hasErrors(row);
              const v = row.values;
              return (
                <TableRow
                  key={row.row}
                  aria-invalid={bad || undefined}
                  sx={bad ? { bgcolor: '#FDECEA', '& td': { borderBottomColor: '#F5C2C0' } } : undefined}
                >
                  <TableCell>{csvLineOfRow(row.row)}行目</TableCell>
                  <TableCell>
                    {bad ? (
                      <Chip size="small" color="error" label="エラー" />
                    ) : (
                      <Chip size="small" color="success" variant="outlined" label="OK" />
                    )}
                  </TableCell>
                  <TableCell>{v.employee_id || '-'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {`${v.last_name ?? ''} ${v.first_name ?? ''}`.trim() || '-'}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {`${v.kana_last_name ?? ''} ${v.kana_first_name ?? ''}`.trim() || '-'}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{typeLabel(v.employment_type)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{v.birthday || '-'}</TableCell>
                  <TableCell>{v.department || '-'}</TableCell>
                  <TableCell>
                    {bad ? (
                      <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.dark' }}>
                        {describeErrors(row.errors).map((message) => (
                          <li key={message}>{message}</li>
                        ))}
                      </Box>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={shown.length}
        page={Math.min(page, Math.max(0, Math.ceil(shown.length / PER_PAGE) - 1))}
        rowsPerPage={PER_PAGE}
        rowsPerPageOptions={[PER_PAGE]}
        onPageChange={(_event, next) => setPage(next)}
        labelDisplayedRows={({ from, to, count }) =>
          `${count.toLocaleString('ja-JP')}件中 ${from.toLocaleString('ja-JP')}〜${to.toLocaleString('ja-JP')}件`
        }
        getItemAriaLabel={(type) =>
          type === 'next' ? '次のページ' : type === 'previous' ? '前のページ' : type
        }
      />
    </Stack>
  );
}
