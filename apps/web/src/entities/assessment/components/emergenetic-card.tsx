import { EMERGENETIC_GROUPS, EMERGENETIC_PART_LABELS, type TEmergeneticRecord } from '@mirume/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScoreBarChart } from '@/components/charts';
import { PERCENTILE_SCALE } from '../lib/assessment-view';
import { AssessmentCard, type AssessmentPerson } from './assessment-card';

const PARTS = ['personality', 'competency'] as const;

/** EMERGENETICS on the person's page: the ten group scores as bars, personality beside competency. */
export function EmergeneticCard({ employee }: { employee: AssessmentPerson }) {
  return (
    <AssessmentCard instrument="emergenetic" employee={employee}>
      {(record) => <GroupBars record={record} />}
    </AssessmentCard>
  );
}

function GroupBars({ record }: { record: TEmergeneticRecord }) {
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          columnGap: 3,
          rowGap: 2,
        }}
      >
        {PARTS.map((part) => (
          <Box key={part} sx={{ minWidth: 0 }}>
            <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 0.5 }}>
              {EMERGENETIC_PART_LABELS[part]}
            </Typography>
            <ScoreBarChart
              title={`${EMERGENETIC_PART_LABELS[part]}の領域得点`}
              items={EMERGENETIC_GROUPS.filter((g) => g.part === part).map((g) => ({
                key: g.key,
                label: g.label,
                value: record.group_scores[g.key] ?? null,
              }))}
              scale={PERCENTILE_SCALE}
            />
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        領域得点は、各領域の3項目（0〜100）の平均です。25〜75（網掛け）がおよそ半数の人が入る範囲です。項目ごとの値は推移のページで確認できます。
      </Typography>
    </>
  );
}
