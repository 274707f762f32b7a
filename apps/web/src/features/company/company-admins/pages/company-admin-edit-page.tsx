import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { useCompanyUser } from '@/lib/auth-store';
import { useCompanyAdmin } from '../api/get-company-admin';
import { DeleteMemberDialog } from '../components/delete-member-dialog';
import { MemberEditForm } from '../components/member-edit-form';
import { MemberStatusChip } from '../components/member-status-chip';

/** /company-admins/:id/edit — the admin changes a user's role and names, or deletes them. */
export function CompanyAdminEditPage() {
  const company = useAreaCompany();
  // `:id` in the company area, `:companyAdminId` under an operator's company URL.
  const params = useParams();
  const id = params.companyAdminId ?? params.id;
  const memberId = Number(id);
  const valid = Number.isInteger(memberId) && memberId > 0;
  // An operator is nobody's colleague here: no row is "you" (no self-demotion rule applies).
  const signedIn = useCompanyUser();
  const user = company.areaId === 'company' ? signedIn : null;
  const { data, isPending, isError, error } = useCompanyAdmin(valid ? memberId : 0);
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();

  if (!valid || (isError && isApiError(error) && error.status === 404)) return <NotFoundPage />;
  const member = data?.data;
  const self = member?.id === user?.id;

  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <Typography variant="h1">管理者の編集</Typography>
      {isError ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {isPending ? <Skeleton variant="rounded" height={320} aria-label="読み込み中" /> : null}
      {member ? (
        <Card>
          <CardContent sx={{ p: 3 }}>
            <Stack
              useFlexGap
              direction="row"
              spacing={2}
              sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}
            >
              <Typography sx={{ wordBreak: 'break-all' }}>{member.email}</Typography>
              <MemberStatusChip status={member.status} />
            </Stack>
            <MemberEditForm key={member.id} member={member} self={self} />
            <Divider sx={{ my: 3 }} />
            <Box>
              <Button color="error" variant="outlined" disabled={self} onClick={() => setConfirming(true)}>
                この管理者を削除
              </Button>
              {self ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  ご自身のアカウントは削除できません。
                </Typography>
              ) : null}
            </Box>
          </CardContent>
        </Card>
      ) : null}
      <DeleteMemberDialog
        member={confirming && member ? member : null}
        onClose={() => setConfirming(false)}
        onDeleted={() => navigate(company.paths.companyAdmins)}
      />
    </Stack>
  );
}
