import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useCompanyUser } from '@/lib/auth-store';
import { useCompanyForEdit } from '../api/get-company';
import { CompanyForm } from '../components/company-form';
import { DaihyoForm } from '../components/daihyo-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** /company/edit — the admin edits the company's basic information and representative. */
export function CompanyEditPage() {
  const user = useCompanyUser();
  const companyId = user?.company_id ?? 0;
  const { data, isPending, isError, error } = useCompanyForEdit(companyId);
  const company = data?.data;
  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <Typography variant="h1">企業情報編集</Typography>
      {isError ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {isPending ? <Skeleton variant="rounded" height={420} aria-label="読み込み中" /> : null}
      {company ? (
        <>
          <Section title="基本情報">
            <CompanyForm company={company} />
          </Section>
          <Section title="代表者">
            <DaihyoForm company={company} />
          </Section>
        </>
      ) : null}
    </Stack>
  );
}
