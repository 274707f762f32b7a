import { FETCH_MIN_DELAY_MS, type TAdminCompaniesQuery, ZAdminCompaniesQuery } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { SearchField } from '@/components/form/search-field';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useAdminCompanies } from '../api/get-companies';
import { CompaniesTable } from '../components/companies-table';
import { CompanyStatusTabs, type StatusFilter } from '../components/company-status-tabs';
import { MaintenanceModeCard } from '../components/maintenance-mode-card';
import { OnboardingQueue } from '../components/onboarding-queue';

const DEFAULT_PER = 50;
const ROWS_PER_PAGE_OPTIONS = [20, DEFAULT_PER, 100];
const SEARCH_DEBOUNCE_MS = 300;

/** The list's state lives in the URL, so reload and back keep the operator's place. */
function useCompaniesQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo<TAdminCompaniesQuery>(() => {
    const parsed = ZAdminCompaniesQuery.safeParse(Object.fromEntries(searchParams));
    return parsed.success ? parsed.data : { page: 1, per: DEFAULT_PER };
  }, [searchParams]);

  const update = useCallback(
    (next: Partial<TAdminCompaniesQuery>) => {
      const merged = { ...query, ...next };
      const params = new URLSearchParams();
      if (merged.page > 1) params.set('page', String(merged.page));
      if (merged.per !== DEFAULT_PER) params.set('per', String(merged.per));
      if (merged.status) params.set('status', merged.status);
      if (merged.q) params.set('q', merged.q);
      setSearchParams(params, { replace: true });
    },
    [query, setSearchParams],
  );
  return [query, update] as const;
}

/** Shows a progress bar only when a refetch takes longer than a blink. */
function useDelayedFlag(flag: boolean, delayMs: number) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return shown;
}

/**
 * /admin — the operator dashboard: what awaits each onboarding step (with its actions), companies
 * by status with search and paging, and the maintenance switch.
 */
export function AdminDashboardPage() {
  const [query, setQuery] = useCompaniesQuery();
  const { data, isPending, isFetching, isError, error, refetch } = useAdminCompanies(query);
  const [searchText, setSearchText] = useState(query.q ?? '');
  const showProgress = useDelayedFlag(isFetching && !isPending, FETCH_MIN_DELAY_MS);

  useEffect(() => {
    const q = searchText.trim();
    if (q === (query.q ?? '')) return;
    const timer = setTimeout(() => setQuery({ q: q || undefined, page: 1 }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, query.q, setQuery]);

  const list = data?.data;
  const lastPage = list ? Math.max(0, Math.ceil(list.total / query.per) - 1) : 0;

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h1" sx={{ flex: '1 0 auto', whiteSpace: 'nowrap' }}>
          ダッシュボード
        </Typography>
        <Button component={RouterLink} to={paths.adminCompanyRegister.getHref()} variant="contained">
          企業を登録
        </Button>
        <Button component={RouterLink} to={paths.adminSignup.getHref()} variant="outlined">
          システム管理者を追加
        </Button>
      </Box>

      <OnboardingQueue />

      <MaintenanceModeCard />

      <Card component="section" aria-labelledby="companies-title">
        <Box sx={{ p: 3, pb: 1, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography id="companies-title" variant="h2" sx={{ flex: 1, minWidth: 160 }}>
            企業一覧
          </Typography>
          <SearchField
            label="企業名で検索"
            size="small"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            sx={{ width: { xs: '100%', sm: 320 } }}
          />
        </Box>
        <Box sx={{ px: 1 }}>
          <CompanyStatusTabs
            value={(query.status ?? 'all') as StatusFilter}
            counts={list?.counts_by_status}
            onChange={(value) => setQuery({ status: value === 'all' ? undefined : value, page: 1 })}
          />
        </Box>
        <Box sx={{ height: 4 }}>{showProgress ? <LinearProgress aria-label="更新中" /> : null}</Box>
        {isError ? (
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
        ) : (
          <CompaniesTable rows={list?.items} loading={isPending} />
        )}
        <TablePagination
          component="div"
          count={list?.total ?? 0}
          page={Math.min(query.page - 1, lastPage)}
          rowsPerPage={query.per}
          rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
          onPageChange={(_, page) => setQuery({ page: page + 1 })}
          onRowsPerPageChange={(event) => setQuery({ per: Number(event.target.value), page: 1 })}
        />
      </Card>
    </Stack>
  );
}
