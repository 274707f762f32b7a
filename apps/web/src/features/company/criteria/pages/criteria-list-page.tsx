import { DiagnosisType, formatDateTimeJa, type TCriteriaListQuery } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { useCriteriaList } from '../api/get-criteria-list';
import { VersionChips } from '../components/version-meta';
import { useCriteriaScope } from '../lib/criteria-scope';

type TypeFilter = 'all' | 'senkou' | 'employee';

/** /criteria/list: every version, newest first (the company's own, then the service's), by type. */
export function CriteriaListPage() {
  const scope = useCriteriaScope();
  const [type, setType] = useState<TypeFilter>('all');
  const [query, setQuery] = useState<TCriteriaListQuery>({ page: 1, per: 20 });
  const { data, isPending, isError, error } = useCriteriaList(scope, {
    ...query,
    diagnosis_type: type === 'all' ? undefined : type,
  });
  const list = data?.data;
  return (
    <Stack spacing={3}>
      <Stack
        useFlexGap
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h1">基準一覧</Typography>
        <Button component={RouterLink} to={scope.pages.current} variant="outlined">
          現在の基準へ
        </Button>
      </Stack>
      <Typography color="text.secondary">
        基準は変更するたびに新しい版として残ります。一度ランクの判定に使われた版は、変更も削除もできません。
      </Typography>
      <Card>
        <Tabs
          value={type}
          onChange={(_, v: TypeFilter) => {
            setType(v);
            setQuery((q) => ({ ...q, page: 1 }));
          }}
          aria-label="診断の種類"
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="all" label="すべて" />
          <Tab value="senkou" label={DiagnosisType.label('senkou')} />
          <Tab value="employee" label={DiagnosisType.label('employee')} />
        </Tabs>
        {isError ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        <TableContainer>
          <Table aria-label="基準の版" aria-busy={isPending}>
            <TableHead>
              <TableRow>
                <TableCell>診断の種類</TableCell>
                <TableCell>版</TableCell>
                <TableCell>名称</TableCell>
                <TableCell>作成者</TableCell>
                <TableCell>作成日時</TableCell>
                <TableCell>備考</TableCell>
                <TableCell align="right">判定中の結果</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list?.items.map((v) => (
                <TableRow key={v.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{DiagnosisType.label(v.diagnosis_type)}</TableCell>
                  <TableCell>
                    <VersionChips version={v} />
                  </TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={scope.pages.detail(v.id)}>
                      {v.name}
                    </Link>
                  </TableCell>
                  <TableCell>{v.created_by_name}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTimeJa(v.created_at)}</TableCell>
                  <TableCell sx={{ maxWidth: 320 }}>{v.remark ?? '—'}</TableCell>
                  <TableCell align="right">{v.results_count.toLocaleString('ja-JP')}件</TableCell>
                </TableRow>
              ))}
              {list && list.items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={7}>基準の版はありません</TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={list?.total ?? 0}
          page={query.page - 1}
          rowsPerPage={query.per}
          rowsPerPageOptions={[20, 50, 100]}
          labelRowsPerPage="表示件数"
          onPageChange={(_, page) => setQuery((q) => ({ ...q, page: page + 1 }))}
          onRowsPerPageChange={(e) => setQuery({ page: 1, per: Number(e.target.value) })}
        />
      </Card>
    </Stack>
  );
}
