import { DiagnosisType } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { useCriteriaLatest } from '../api/get-criteria-latest';
import { ReflectPanel } from '../components/reflect-panel';
import { RulesView } from '../components/rules-view';
import { VersionAuthor, VersionChips } from '../components/version-meta';
import { useCriteriaScope } from '../lib/criteria-scope';

const HEADINGS = {
  company: '現在の基準',
  'operator-company': '企業の基準',
  defaults: '現在の標準基準',
} as const;

/**
 * /criteria (and the operator's views): the set in force for each diagnosis type, each rule in
 * plain Japanese, who set it and why; changing it and reflecting it onto past results for those
 * who may.
 */
export function CriteriaPage() {
  const scope = useCriteriaScope();
  const { data, isPending, isError, error } = useCriteriaLatest(scope);
  return (
    <Stack spacing={3}>
      <Stack
        useFlexGap
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h1">{HEADINGS[scope.kind]}</Typography>
        <Button component={RouterLink} to={scope.pages.list} variant="outlined">
          基準一覧（すべての版）
        </Button>
      </Stack>
      <Typography color="text.secondary">
        {scope.kind === 'defaults'
          ? '独自の基準を持たない企業の結果は、この標準基準でランクが判定されます。変更すると新しい版として公開され、以後の結果に適用されます。'
          : '受検結果のランクは、診断の種類ごとに次の基準で判定されます。ルールは上から順に確認し、最初に当てはまったルールのランクになります。'}
      </Typography>
      {isError ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {isPending ? <Skeleton variant="rounded" height={240} /> : null}
      {data?.data.items.map((item) => {
        const v = item.criteria;
        return (
          <Card
            key={item.diagnosis_type}
            component="section"
            aria-labelledby={`criteria-${item.diagnosis_type}`}
          >
            <CardContent sx={{ p: 3 }}>
              <Stack spacing={2}>
                <Stack
                  useFlexGap
                  direction="row"
                  spacing={2}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
                >
                  <Typography
                    id={`criteria-${item.diagnosis_type}`}
                    variant="h2"
                    sx={{ fontSize: '1.25rem' }}
                  >
                    {DiagnosisType.label(item.diagnosis_type)}
                  </Typography>
                  <VersionChips version={v} />
                </Stack>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <Link component={RouterLink} to={scope.pages.detail(v.id)} sx={{ fontWeight: 700 }}>
                    {v.name}
                  </Link>
                  <VersionAuthor version={v} />
                  {v.remark ? <Typography variant="body2">備考: {v.remark}</Typography> : null}
                </Stack>
                <RulesView rules={v.rules} />
                <ReflectPanel
                  scope={scope}
                  version={v}
                  pending={scope.kind === 'defaults' ? 0 : item.results_by_other_versions}
                  latest={item.latest_reflect}
                />
                {scope.canManage(item.diagnosis_type) ? (
                  <Stack direction="row" spacing={1}>
                    <Button
                      component={RouterLink}
                      to={scope.pages.create(item.diagnosis_type)}
                      variant="contained"
                    >
                      基準を変更
                    </Button>
                  </Stack>
                ) : null}
              </Stack>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
