import {
  formatDateJa,
  formatDateTimeJa,
  SYSTEM_ADMIN_MESSAGES,
  SystemAdminRole,
  type TSystemAdminRow,
  type TSystemAdminUpdateRequest,
  ZSystemAdminUpdateRequest,
} from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { applyFieldErrors } from '@/components/form/apply-api-error';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { getSystemAdmin } from '@/lib/auth-store';
import { paths } from '@/lib/paths';
import { useDeleteSystemAdmin } from '../api/delete-system-admin';
import { useSystemAdminDetail } from '../api/get-system-admins';
import { useUpdateSystemAdmin } from '../api/update-system-admin';

const FIELDS = ['last_name', 'first_name', 'kana_last_name', 'kana_first_name'] as const;

function EditForm({ admin, isMe }: { admin: TSystemAdminRow; isMe: boolean }) {
  const form = useZodForm<TSystemAdminUpdateRequest, TSystemAdminUpdateRequest>(ZSystemAdminUpdateRequest, {
    defaultValues: {
      last_name: admin.last_name,
      first_name: admin.first_name,
      kana_last_name: admin.kana_last_name,
      kana_first_name: admin.kana_first_name,
      role: admin.role,
    },
  });
  const update = useUpdateSystemAdmin(admin.id);
  const snackbar = useSnackbar();
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync(values);
      snackbar.show('update');
    } catch (error) {
      if (applyFieldErrors(error, form.setError, FIELDS).length === 0) setFormError(errorMessage(error));
    }
  });
  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="システム管理者の編集">
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <Box sx={{ display: 'flex', gap: 2 }}>
          <FormTextField<TSystemAdminUpdateRequest> name="last_name" label="姓" required />
          <FormTextField<TSystemAdminUpdateRequest> name="first_name" label="名" required />
        </Box>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <FormTextField<TSystemAdminUpdateRequest> name="kana_last_name" label="セイ" required />
          <FormTextField<TSystemAdminUpdateRequest> name="kana_first_name" label="メイ" required />
        </Box>
        <Typography variant="body2" color="text.secondary">
          権限：{SystemAdminRole.label(admin.role)}
          {isMe ? `（${SYSTEM_ADMIN_MESSAGES.selfDemote}）` : ''}
        </Typography>
        <Box>
          <Button type="submit" variant="contained" loading={update.isPending}>
            保存する
          </Button>
        </Box>
      </Stack>
    </FormProvider>
  );
}

/** /admin/system-admins/{id} — one system admin: details, edit and removal. */
export function SystemAdminPage() {
  const id = Number(useParams().id);
  const { data, isPending, isError, error } = useSystemAdminDetail(id);
  const remove = useDeleteSystemAdmin();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const isMe = getSystemAdmin()?.id === id;
  const admin = data?.data;

  const onDelete = async () => {
    try {
      await remove.mutateAsync(id);
      snackbar.show('delete');
      navigate(paths.adminSystemAdmins.getHref());
    } catch (e) {
      snackbar.show({ message: errorMessage(e), severity: 'error' });
      setConfirming(false);
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Typography variant="h1">システム管理者詳細</Typography>
      {isError ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {isPending ? <Skeleton variant="rounded" height={320} aria-label="読み込み中" /> : null}
      {admin ? (
        <>
          <Card sx={{ p: 3 }}>
            <Typography variant="h2" sx={{ mb: 2 }}>
              {admin.last_name} {admin.first_name}
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                mb: 3,
                display: 'grid',
                gridTemplateColumns: 'max-content 1fr',
                columnGap: 3,
                rowGap: 1,
              }}
            >
              {[
                ['メールアドレス', admin.email],
                ['状態', admin.has_password ? '有効' : 'パスワード未設定（設定用のメールを送信済み）'],
                ['最終ログイン', admin.last_sign_in_at ? formatDateTimeJa(admin.last_sign_in_at) : '—'],
                ['登録日', formatDateJa(admin.created_at)],
              ].map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            <EditForm admin={admin} isMe={isMe} />
          </Card>
          <Card sx={{ p: 3 }}>
            <Typography variant="h2" sx={{ mb: 1 }}>
              削除
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              削除すると、この管理者はログインできなくなり、ログイン中の画面もすぐに使えなくなります。
            </Typography>
            <Tooltip title={isMe ? SYSTEM_ADMIN_MESSAGES.selfDelete : ''}>
              <span>
                <Button color="error" variant="outlined" disabled={isMe} onClick={() => setConfirming(true)}>
                  このシステム管理者を削除
                </Button>
              </span>
            </Tooltip>
          </Card>
          <ConfirmDialog
            open={confirming}
            title="システム管理者を削除しますか？"
            confirmLabel="削除する"
            destructive
            pending={remove.isPending}
            onConfirm={() => void onDelete()}
            onCancel={() => setConfirming(false)}
          >
            <Box component="strong" sx={{ display: 'block', mb: 1, color: 'text.primary' }}>
              {admin.last_name} {admin.first_name}（{admin.email}）
            </Box>
            この管理者はすぐにログアウトされ、以後ログインできなくなります。
          </ConfirmDialog>
        </>
      ) : null}
    </Stack>
  );
}
