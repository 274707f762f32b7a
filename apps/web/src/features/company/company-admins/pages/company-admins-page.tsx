import { can, type TCompanyAdminMember, type TCompanyAdminsQuery } from '@mirume/shared';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SearchField } from '@/components/form/search-field';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { useCompanyUser } from '@/lib/auth-store';
import { useCompanyAdmins } from '../api/get-company-admins';
import { useReinviteCompanyAdmin } from '../api/reinvite-company-admin';
import { DeleteMemberDialog } from '../components/delete-member-dialog';
import { MembersTable } from '../components/members-table';

const SEARCH_DEBOUNCE_MS = 300;

/** /company-admins — every role sees the company's users; admins add, edit, delete and re-invite. */
export function CompanyAdminsPage() {
  const company = useAreaCompany();
  // An operator is nobody's colleague here: no row is "you" (no self-demotion rule applies).
  const signedIn = useCompanyUser();
  const user = company.areaId === 'company' ? signedIn : null;
  const manage = can(company.role, 'companyAdmins:manage');
  const [query, setQuery] = useState<TCompanyAdminsQuery>({ page: 1, per: 50 });
  const [searchText, setSearchText] = useState('');
  const { data, isPending, isError, error, refetch } = useCompanyAdmins(query);
  const [deleting, setDeleting] = useState<TCompanyAdminMember | null>(null);
  const [reinviting, setReinviting] = useState<TCompanyAdminMember | null>(null);
  const reinvite = useReinviteCompanyAdmin();
  const snackbar = useSnackbar();

  useEffect(() => {
    const q = searchText.trim();
    if (q === (query.q ?? '')) return;
    const timer = setTimeout(
      () => setQuery((prev) => ({ ...prev, q: q || undefined, page: 1 })),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText, query.q]);

  const list = data?.data;
  return (
    <Stack spacing={3}>
      <Stack
        useFlexGap
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h1">管理者一覧</Typography>
        {manage ? (
          <Button
            component={RouterLink}
            to={company.paths.companyAdminNew}
            variant="contained"
            startIcon={<AddIcon />}
          >
            管理者を追加
          </Button>
        ) : null}
      </Stack>
      <Card>
        <Box sx={{ p: 2 }}>
          <SearchField
            label="氏名・メールアドレスで検索"
            size="small"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            sx={{ width: { xs: '100%', sm: 360 } }}
          />
        </Box>
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
          <MembersTable
            rows={list?.items}
            loading={isPending}
            manage={manage}
            currentUserId={user?.id}
            onDelete={setDeleting}
            onReinvite={setReinviting}
          />
        )}
        <TablePagination
          component="div"
          count={list?.total ?? 0}
          page={query.page - 1}
          rowsPerPage={query.per}
          rowsPerPageOptions={[20, 50, 100]}
          onPageChange={(_, page) => setQuery((prev) => ({ ...prev, page: page + 1 }))}
          onRowsPerPageChange={(event) =>
            setQuery((prev) => ({ ...prev, per: Number(event.target.value), page: 1 }))
          }
        />
      </Card>
      <DeleteMemberDialog member={deleting} onClose={() => setDeleting(null)} />
      <ConfirmDialog
        open={reinviting !== null}
        title="招待メールの再送"
        confirmLabel="再送する"
        pending={reinvite.isPending}
        onCancel={() => setReinviting(null)}
        onConfirm={async () => {
          if (!reinviting) return;
          try {
            await reinvite.mutateAsync(reinviting.id);
            snackbar.show('send_mail');
          } catch (e) {
            snackbar.show({ message: errorMessage(e), severity: 'error' });
          }
          setReinviting(null);
        }}
      >
        {reinviting
          ? `${reinviting.email} にパスワード設定用の招待メールを再送します。以前のメールのリンクは使えなくなります。`
          : ''}
      </ConfirmDialog>
    </Stack>
  );
}
