import {
  ASSESSMENT_DEFS,
  ASSESSMENT_ENTRY_METHOD_LABELS,
  type AssessmentInstrument,
  type EmploymentType,
  type EnumValue,
  formatDateJa,
} from '@mirume/shared';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { type AssessmentRecordOf, useAssessmentRecords } from '../api/assessment-records';
import { useAssessmentPaths } from '../lib/assessment-paths';
import { canManageAssessments } from '../lib/assessment-view';
import { AssessmentActions } from './assessment-actions';

export interface AssessmentPerson {
  id: number;
  employment_type: EnumValue<typeof EmploymentType>;
}

interface AssessmentCardProps<I extends AssessmentInstrument> {
  instrument: I;
  employee: AssessmentPerson;
  /** The newest result's values. */
  children: (latest: AssessmentRecordOf[I], manageable: boolean) => ReactNode;
  /** Shown under the empty state (the energizer's derived view needs no entered result). */
  withoutResult?: ReactNode;
}

/**
 * One instrument on the person's page: its newest result (受検日, provider, the key values given
 * as `children`, the actions), or the empty state with 結果を登録.
 */
export function AssessmentCard<I extends AssessmentInstrument>({
  instrument,
  employee,
  children,
  withoutResult,
}: AssessmentCardProps<I>) {
  const { data, isPending, isError, error } = useAssessmentRecords(employee.id, instrument);
  const manageable = canManageAssessments(useAreaCompany().role, employee.employment_type);
  const pages = useAssessmentPaths()[instrument];
  const def = ASSESSMENT_DEFS[instrument];
  const latest = data?.[0];
  const headingId = `assessment-${instrument}-title`;

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: 3 }}>
        <Stack spacing={2}>
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', flexGrow: 1 }}>
              {`${def.label}の結果`}
            </Typography>
            {manageable ? (
              <Button
                component={RouterLink}
                to={pages.new(employee.id)}
                variant={latest ? 'outlined' : 'contained'}
                startIcon={<AddIcon aria-hidden="true" />}
                aria-label={`${def.label}の結果を登録`}
              >
                結果を登録
              </Button>
            ) : null}
          </Stack>
          {isPending ? <Skeleton variant="rounded" height={120} aria-label="読み込み中" /> : null}
          {isError ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
          {data && !latest ? (
            <>
              <Typography color="text.secondary">
                {manageable
                  ? `まだ${def.label}の結果がありません。受検した結果票の値を「結果を登録」から入力できます。`
                  : `まだ${def.label}の結果がありません。`}
              </Typography>
              {withoutResult}
            </>
          ) : null}
          {latest && data ? (
            <>
              <RecordMeta record={latest} count={data.length} />
              {children(latest, manageable)}
              <AssessmentActions record={latest} manageable={manageable} />
            </>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

function RecordMeta({ record, count }: { record: AssessmentRecordOf[AssessmentInstrument]; count: number }) {
  const rows: [string, string][] = [
    [ASSESSMENT_DEFS[record.instrument].dateLabel, formatDateJa(record.taken_on)],
    ['提供元', record.provider || '-'],
    ['入力方法', ASSESSMENT_ENTRY_METHOD_LABELS[record.entry_method]],
    ['登録件数', count > 1 ? `${count}件（最新の結果を表示）` : '1件'],
  ];
  if (record.remark) rows.push(['備考', record.remark]);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto 1fr', sm: 'auto 1fr auto 1fr' },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        '& dt': { color: 'text.secondary', fontWeight: 700, fontSize: '0.875rem' },
        '& dd': { m: 0, fontSize: '0.875rem', whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
