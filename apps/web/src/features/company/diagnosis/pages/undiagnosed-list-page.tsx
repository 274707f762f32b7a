import { canIssueDiagnosis, type TIssuedLink } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { displayedRows, PAGINATION_LABELS } from '@/components/pagination-labels';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { diagnosisQueryKey } from '@/entities/diagnosis/api/keys';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { bulkUpsertUrl, useDeleteLinks, useUndiagnosisList, useUpdateChecked } from '../api/links';
import { ResendDialog } from '../components/resend-dialog';
import { UndiagnosedFilters } from '../components/undiagnosed-filters';
import { isDeletable, isLink, linkName, UndiagnosedTable } from '../components/undiagnosed-table';
import {
  hasUndiagnosedFilters,
  toUndiagnosedQuery,
  type UndiagnosedSortKey,
  useUndiagnosedCondition,
} from '../lib/undiagnosed-condition';

/**
 * /diagnosis/undiagnosed-list — people never issued a diagnosis (未発行) and links issued and not
 * yet taken: follow up, re-send, check off, delete.
 */
export function UndiagnosedListPage() {
  const company = useAreaCompany();
  const companyId = company.id;
  const canIssue = canIssueDiagnosis(company.role, 'senkou') || canIssueDiagnosis(company.role, 'employee');
  const [searchParams] = useSearchParams();
  const { condition, setCondition, reset } = useUndiagnosedCondition(searchParams);
  const q = useDebouncedValue(condition.q);
  const list = useUndiagnosisList(companyId, toUndiagnosedQuery(condition, q));
  const [selected, setSelected] = useState<Map<number, TIssuedLink>>(new Map());
  const [deleting, setDeleting] = useState<TIssuedLink[] | null>(null);
  const [resending, setResending] = useState<TIssuedLink[] | null>(null);
  const [resendPending, setResendPending] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);
  const updateChecked = useUpdateChecked();
  const remove = useDeleteLinks();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();

  const data = list.data?.data;
  const items = data?.items ?? [];
  const selectedLinks = [...selected.values()];
  const filtered = hasUndiagnosedFilters(condition);

  const onSelect = (ids: number[], on: boolean) =>
    setSelected((previous) => {
      const next = new Map(previous);
      for (const id of ids) {
        const link = items.filter(isLink).find((item) => item.id === id);
        if (on && link) next.set(id, link);
        else next.delete(id);
      }
      return next;
    });
  const onSort = (key: UndiagnosedSortKey) =>
    setCondition({ sort: key, order: condition.sort === key && condition.order === 'asc' ? 'desc' : 'asc' });

  const check = (ids: number[], checked: boolean) =>
    updateChecked.mutate(
      { ids, checked },
      { onError: (cause) => snackbar.show({ message: errorMessage(cause), severity: 'error' }) },
    );

  const askDelete = (links: TIssuedLink[]) => setDeleting(links);
  const confirmDelete = async () => {
    const ids = (deleting ?? []).filter(isDeletable).map((link) => link.id);
    if (ids.length === 0) {
      setDeleting(null);
      return;
    }
    try {
      await remove.mutateAsync(ids);
      setSelected((previous) => {
        const next = new Map(previous);
        for (const id of ids) next.delete(id);
        return next;
      });
      snackbar.show('delete');
    } catch (cause) {
      snackbar.show({ message: errorMessage(cause), severity: 'error' });
    } finally {
      setDeleting(null);
    }
  };

  const askResend = (links: TIssuedLink[]) => {
    setResendError(null);
    setResending(links.filter((link) => link.email));
  };
  /** One call per diagnosis type (the call takes one type); each call is all or nothing. */
  const confirmResend = async (deadline: string) => {
    const byType = new Map<TIssuedLink['diagnosis_type'], number[]>();
    for (const link of resending ?? [])
      byType.set(link.diagnosis_type, [...(byType.get(link.diagnosis_type) ?? []), link.id]);
    setResendPending(true);
    try {
      for (const [diagnosis_type, link_ids] of byType) {
        await bulkUpsertUrl(company, companyId, { diagnosis_type, deadline, link_ids });
      }
      setResending(null);
      setSelected(new Map());
      snackbar.show('send_mail');
    } catch (cause) {
      const fieldError = isApiError(cause) ? cause.fieldErrors.deadline?.join(' ') : undefined;
      if (fieldError) setResendError(fieldError);
      else {
        setResending(null);
        snackbar.show({ message: errorMessage(cause), severity: 'error' });
      }
    } finally {
      setResendPending(false);
      await queryClient.invalidateQueries({ queryKey: diagnosisQueryKey });
    }
  };

  const deletable = (deleting ?? []).filter(isDeletable);
  const started = (deleting?.length ?? 0) - deletable.length;
  const withoutEmail = selectedLinks.filter((link) => !link.email).length;

  return (
    <Stack spacing={3}>
      <Stack
        useFlexGap
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          未発行・未受検一覧
        </Typography>
        {canIssue ? (
          <Button component={RouterLink} to={company.paths.linkIssue} variant="contained">
            診断リンクを発行
          </Button>
        ) : null}
      </Stack>
      <Card>
        <CardContent sx={{ p: 3 }}>
          <UndiagnosedFilters
            condition={condition}
            onChange={setCondition}
            onReset={filtered ? reset : null}
          />
        </CardContent>
      </Card>
      <Card>
        <Box sx={{ height: 4 }}>
          {list.isFetching && !list.isPending ? <LinearProgress aria-label="更新中" /> : null}
        </Box>
        {list.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {errorMessage(list.error)}
          </Alert>
        ) : null}
        {list.isPending ? (
          <Skeleton variant="rounded" height={320} sx={{ m: 2 }} aria-label="読み込み中" />
        ) : null}
        {data ? (
          <Box
            sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
            aria-busy={list.isFetching}
          >
            <Stack
              useFlexGap
              direction="row"
              spacing={1}
              sx={{
                px: 2,
                py: 1,
                alignItems: 'center',
                flexWrap: 'wrap',
                rowGap: 1,
                minHeight: 52,
                bgcolor: selected.size > 0 ? 'action.selected' : undefined,
              }}
            >
              <Typography role="status" color="text.secondary" sx={{ flexGrow: 1 }}>
                {data.total.toLocaleString('ja-JP')}件{data.total_capped ? '以上' : ''}
                {selected.size > 0 ? `（${selected.size.toLocaleString('ja-JP')}件を選択中）` : ''}
              </Typography>
              {selected.size > 0 ? (
                <>
                  <Button size="small" onClick={() => check([...selected.keys()], true)}>
                    チェックを付ける
                  </Button>
                  <Button size="small" onClick={() => check([...selected.keys()], false)}>
                    チェックを外す
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={withoutEmail === selected.size}
                    onClick={() => askResend(selectedLinks)}
                  >
                    再送信
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    color="error"
                    onClick={() => askDelete(selectedLinks)}
                  >
                    削除
                  </Button>
                  <Button size="small" color="inherit" onClick={() => setSelected(new Map())}>
                    選択を解除
                  </Button>
                </>
              ) : null}
            </Stack>
            {items.length === 0 ? (
              <Box sx={{ p: 4, textAlign: 'center' }}>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {filtered
                    ? '条件に一致する社員・診断リンクはありません。条件を変えてお試しください。'
                    : '未発行・未受検の社員はいません。'}
                </Typography>
                {!filtered && canIssue ? (
                  <Button component={RouterLink} to={company.paths.linkIssue} variant="outlined">
                    診断リンクを発行する
                  </Button>
                ) : null}
              </Box>
            ) : (
              <UndiagnosedTable
                items={items}
                selected={new Set(selected.keys())}
                sort={condition.sort}
                order={condition.order}
                onSort={onSort}
                onSelect={onSelect}
                onCheck={(link, checked) => check([link.id], checked)}
                onResend={askResend}
                onDelete={askDelete}
              />
            )}
            <TablePagination
              component="div"
              count={data.total}
              page={Math.max(0, condition.page - 1)}
              rowsPerPage={condition.per}
              rowsPerPageOptions={[20, 50, 100]}
              onPageChange={(_event, page) => setCondition({ page: page + 1 })}
              onRowsPerPageChange={(event) => setCondition({ per: Number(event.target.value) })}
              {...PAGINATION_LABELS}
              labelDisplayedRows={displayedRows}
            />
          </Box>
        ) : null}
      </Card>

      <ConfirmDialog
        open={deleting !== null}
        title="診断リンクの削除"
        confirmLabel="削除する"
        destructive
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleteMessage(deleting ?? [], deletable.length, started)}
      </ConfirmDialog>
      <ResendDialog
        links={resending}
        pending={resendPending}
        serverError={resendError}
        onConfirm={(deadline) => void confirmResend(deadline)}
        onCancel={() => setResending(null)}
      />
    </Stack>
  );
}

/** 「山田 太郎さんの診断リンクを削除します。…」 or 「3件の…」, naming the started ones left alone. */
function deleteMessage(chosen: readonly TIssuedLink[], deletable: number, started: number) {
  if (deletable === 0) return '選択した診断リンクはすべて受検を開始しているため、削除できません。';
  const target =
    chosen.length === 1 && chosen[0]
      ? `${linkName(chosen[0])}さんの`
      : `${deletable.toLocaleString('ja-JP')}件の`;
  const skipped =
    started > 0 ? `受検を開始している${started.toLocaleString('ja-JP')}件は削除されません。` : '';
  return `${target}診断リンクを削除します。${skipped}削除したリンクからは受検できなくなります。よろしいですか？`;
}
