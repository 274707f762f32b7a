import { CRITERIA_REMARK_MAX, DiagnosisType, formatDateJa, type TCriteriaVersion } from '@mirume/shared';
import { rankLabel } from '@mirume/shared/vital/criteria';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { RankChip } from '@/entities/result/components/rank-chip';
import { errorMessage } from '@/lib/api-client';
import { useDeleteCriteria } from '../api/delete-criteria';
import { useCriterion } from '../api/get-criterion';
import { useCriterionPeople } from '../api/get-criterion-people';
import { useUpdateCriteriaRemark } from '../api/update-criteria-remark';
import { ReflectPanel } from '../components/reflect-panel';
import { RANKS } from '../components/rules-editor';
import { RulesView } from '../components/rules-view';
import { VersionAuthor, VersionChips } from '../components/version-meta';
import { type CriteriaScope, useCriteriaScope } from '../lib/criteria-scope';

/** /criteria/list/{id}: one version — its rules, who made it and why, what it ranks, and the people it ranked. */
export function CriterionPage() {
  const scope = useCriteriaScope();
  const params = useParams();
  const id = Number(params.musashinoCriterionId ?? params.id);
  const { data, isPending, isError, error } = useCriterion(scope, id);
  const v = data?.data;
  return (
    <Stack spacing={3}>
      {isError ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {isPending ? <Skeleton variant="rounded" height={300} /> : null}
      {v ? (
        <>
          <Stack
            useFlexGap
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <Typography variant="h1">{v.name}</Typography>
            <VersionChips version={v} />
          </Stack>
          <Card>
            <CardContent sx={{ p: 3 }}>
              <Stack spacing={2}>
                <Typography>{DiagnosisType.label(v.diagnosis_type)}</Typography>
                <VersionAuthor version={v} />
                <RemarkRow scope={scope} version={v} />
                <RulesView rules={v.rules} />
                <Box>
                  <Typography sx={{ fontWeight: 700, mb: 1 }}>この版で判定されている結果</Typography>
                  <Stack useFlexGap direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                    {RANKS[v.diagnosis_type].map((r) => (
                      <Stack key={r.value} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                        <RankChip result={{ rank: r.value as never, diagnosis_type: v.diagnosis_type }} />
                        <Typography>{(v.rank_counts[r.value] ?? 0).toLocaleString('ja-JP')}件</Typography>
                      </Stack>
                    ))}
                  </Stack>
                </Box>
                <ReflectPanel scope={scope} version={v} pending={null} latest={null} />
                <Actions scope={scope} version={v} />
              </Stack>
            </CardContent>
          </Card>
          {scope.api.people ? <People scope={scope} version={v} /> : null}
        </>
      ) : null}
    </Stack>
  );
}

function RemarkRow({ scope, version }: { scope: CriteriaScope; version: TCriteriaVersion }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(version.remark ?? '');
  const update = useUpdateCriteriaRemark(scope);
  const snackbar = useSnackbar();
  const own = version.company_id === scope.companyId;
  const tooLong = text.length > CRITERIA_REMARK_MAX;
  return (
    <Stack useFlexGap direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography variant="body2">備考: {version.remark ?? '—'}</Typography>
      {own && scope.canManage(version.diagnosis_type) ? (
        <Button size="small" onClick={() => setEditing(true)}>
          備考を編集
        </Button>
      ) : null}
      <Dialog open={editing} onClose={() => setEditing(false)} fullWidth maxWidth="sm">
        <DialogTitle>備考の編集</DialogTitle>
        <DialogContent>
          <TextField
            label="備考"
            multiline
            minRows={3}
            fullWidth
            value={text}
            error={tooLong}
            helperText={
              tooLong
                ? `${CRITERIA_REMARK_MAX}文字以内で入力してください`
                : '変更の理由や背景を残せます（ルールは変わりません）'
            }
            onChange={(e) => setText(e.target.value)}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(false)}>キャンセル</Button>
          <Button
            variant="contained"
            disabled={tooLong || update.isPending}
            onClick={async () => {
              try {
                await update.mutateAsync({ id: version.id, remark: text });
                snackbar.show('save');
                setEditing(false);
              } catch (e) {
                snackbar.show({ message: errorMessage(e), severity: 'error' });
              }
            }}
          >
            保存
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

function Actions({ scope, version }: { scope: CriteriaScope; version: TCriteriaVersion }) {
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteCriteria(scope);
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  if (!scope.canManage(version.diagnosis_type)) return null;
  const own = version.company_id === scope.companyId;
  return (
    <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button
        component={RouterLink}
        to={`${scope.pages.create(version.diagnosis_type)}&from=${version.id}`}
        variant="contained"
      >
        この版をもとに変更
      </Button>
      {own ? (
        <Tooltip title={version.used ? 'ランクの判定に使われた版は削除できません' : ''}>
          <span>
            <Button
              color="error"
              variant="outlined"
              disabled={version.used}
              onClick={() => setDeleting(true)}
            >
              この版を削除
            </Button>
          </span>
        </Tooltip>
      ) : null}
      <ConfirmDialog
        open={deleting}
        title="基準の版の削除"
        confirmLabel="削除する"
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(version.id);
            snackbar.show('delete');
            navigate(scope.pages.list);
          } catch (e) {
            snackbar.show({ message: errorMessage(e), severity: 'error' });
          }
          setDeleting(false);
        }}
      >
        {`「${version.name}（第${version.version}版）」を削除します。${version.in_force ? 'ひとつ前の版が再び適用されます。' : ''}`}
      </ConfirmDialog>
    </Stack>
  );
}

function People({ scope, version }: { scope: CriteriaScope; version: TCriteriaVersion }) {
  const [query, setQuery] = useState<{ page: number; per: number; rank?: string }>({ page: 1, per: 20 });
  const { data, isPending } = useCriterionPeople(scope, version.id, query);
  const list = data?.data;
  const type = version.diagnosis_type;
  return (
    <Card component="section" aria-labelledby="criterion-people">
      <Stack
        useFlexGap
        direction="row"
        sx={{ p: 2, alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography id="criterion-people" variant="h2" sx={{ fontSize: '1.125rem' }}>
          この版で判定された人
        </Typography>
        <TextField
          select
          size="small"
          label="ランク"
          value={query.rank ?? ''}
          onChange={(e) => setQuery((q) => ({ ...q, page: 1, rank: e.target.value || undefined }))}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">すべて</MenuItem>
          {RANKS[type].map((r) => (
            <MenuItem key={r.value} value={r.value}>
              {r.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TableContainer>
        <Table size="small" aria-label="この版で判定された人" aria-busy={isPending}>
          <TableHead>
            <TableRow>
              <TableCell>社員番号</TableCell>
              <TableCell>氏名</TableCell>
              <TableCell>部署</TableCell>
              <TableCell>受検日</TableCell>
              <TableCell>ランク</TableCell>
              <TableCell>以前のランク</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list?.items.map((p) => (
              <TableRow key={p.result_id}>
                <TableCell>{p.employee_code ?? '—'}</TableCell>
                <TableCell>
                  {scope.pages.person ? (
                    <Link component={RouterLink} to={scope.pages.person(p.employee_id)}>
                      {p.last_name} {p.first_name}
                    </Link>
                  ) : (
                    `${p.last_name} ${p.first_name}`
                  )}
                </TableCell>
                <TableCell>{p.department ?? '—'}</TableCell>
                <TableCell>{formatDateJa(p.taken_at)}</TableCell>
                <TableCell>
                  <RankChip result={{ rank: p.rank as never, diagnosis_type: type }} />
                </TableCell>
                <TableCell>
                  {p.previous_rank && p.previous_rank !== p.rank ? rankLabel(type, p.previous_rank) : '—'}
                </TableCell>
              </TableRow>
            ))}
            {list && list.items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6}>この版で判定された人はいません</TableCell>
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
        onRowsPerPageChange={(e) => setQuery((q) => ({ ...q, page: 1, per: Number(e.target.value) }))}
      />
    </Card>
  );
}
