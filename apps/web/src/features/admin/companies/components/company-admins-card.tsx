import {
  CompanyRole,
  formatDateTimeJa,
  type TAdminCompanyAdmin,
  type TAdminCompanyDetail,
} from '@mirume/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { useCompanyAdminAction } from '@/entities/company/api/company-admin-action';
import { type OnboardingAction, onboardingActionsFor } from '@/entities/company/lib/onboarding-actions';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';

function accountState(a: TAdminCompanyAdmin) {
  if (!a.has_password) return 'パスワード未設定';
  if (!a.confirmed) return 'メール認証待ち';
  return '有効';
}

/** The company's users, with the approval actions (approve, contract, reissue) on each. */
export function CompanyAdminsCard({ company }: { company: TAdminCompanyDetail }) {
  const [pending, setPending] = useState<{ admin: TAdminCompanyAdmin; action: OnboardingAction } | null>(
    null,
  );
  const run = useCompanyAdminAction();
  const snackbar = useSnackbar();

  const confirm = async () => {
    if (!pending) return;
    try {
      await run.mutateAsync({
        companyId: company.id,
        companyAdminId: pending.admin.id,
        action: pending.action.action,
      });
      snackbar.show(pending.action.action === 'reissue' ? 'send_mail' : 'patch');
    } catch (error) {
      snackbar.show({ message: errorMessage(error), severity: 'error' });
    } finally {
      setPending(null);
    }
  };

  return (
    <Card component="section" aria-labelledby="company-admins-title">
      <Box sx={{ p: 3, pb: 1, display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography id="company-admins-title" variant="h2" sx={{ flex: 1 }}>
          管理者
        </Typography>
        <Link component={RouterLink} to={paths.adminCompanyAdmins.getHref({ companyId: company.id })}>
          管理者一覧を開く
        </Link>
      </Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label="管理者"
          sx={{ minWidth: 760, '& td, & th': { whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>氏名</TableCell>
              <TableCell>メールアドレス</TableCell>
              <TableCell>権限</TableCell>
              <TableCell>状態</TableCell>
              <TableCell>最終ログイン</TableCell>
              <TableCell>操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {company.admins.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} sx={{ color: 'text.secondary' }}>
                  管理者が登録されていません。
                </TableCell>
              </TableRow>
            ) : null}
            {company.admins.map((admin) => {
              const actions =
                admin.role === 'admin'
                  ? onboardingActionsFor({
                      id: company.id,
                      name: company.name,
                      name_kana: company.name_kana,
                      status: company.status,
                      date_start_contract: company.date_start_contract,
                      date_end_contract: company.date_end_contract,
                      admins_count: company.admins.length,
                      created_at: company.created_at,
                      first_admin: admin,
                    })
                  : [];
              return (
                <TableRow key={admin.id}>
                  <TableCell>{admin.name}</TableCell>
                  <TableCell>{admin.email}</TableCell>
                  <TableCell>{CompanyRole.label(admin.role)}</TableCell>
                  <TableCell>{accountState(admin)}</TableCell>
                  <TableCell>
                    {admin.last_sign_in_at ? formatDateTimeJa(admin.last_sign_in_at) : '—'}
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 1 }}>
                      {actions.map((a) => (
                        <Button
                          key={`${a.action}-${a.label}`}
                          size="small"
                          variant={a.primary ? 'contained' : 'outlined'}
                          onClick={() => setPending({ admin, action: a })}
                          aria-label={`${a.label}（${admin.name}）`}
                        >
                          {a.label}
                        </Button>
                      ))}
                    </Box>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.action.title ?? ''}
        confirmLabel={pending?.action.confirmLabel ?? ''}
        pending={run.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {pending ? (
          <>
            <Box component="strong" sx={{ display: 'block', mb: 1, color: 'text.primary' }}>
              {company.name}
            </Box>
            {pending.action.description}
            <Box sx={{ mt: 1 }}>送信先：{pending.admin.email}</Box>
          </>
        ) : null}
      </ConfirmDialog>
    </Card>
  );
}
