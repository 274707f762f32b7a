/**
 * The scales of an instrument as number inputs: each with its label, its range and its
 * description. EMERGENETICS shows its 30 sub-items in their 10 groups of three, in two parts
 * (パーソナリティ / 成長領域), each group with its mean as it is typed.
 */
import {
  ASSESSMENT_DEFS,
  type AssessmentGroup,
  type AssessmentInstrument,
  type AssessmentScale,
  EMERGENETIC_PART_LABELS,
  groupScore,
} from '@mirume/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { type EntryFormValues, scoreNumber, scorePath } from '../lib/entry-form';
import { EntryField } from './entry-field';

export function ScoreField({ scale }: { scale: AssessmentScale }) {
  return (
    <EntryField
      name={scorePath(scale.key)}
      label={scale.label}
      description={scale.description}
      type="number"
      required
      helperText={`${scale.min}〜${scale.max}`}
      slotProps={{ htmlInput: { min: scale.min, max: scale.max, step: 1, inputMode: 'numeric' } }}
    />
  );
}

export function ScoreFields({ instrument }: { instrument: AssessmentInstrument }) {
  const def = ASSESSMENT_DEFS[instrument];
  if (def.groups.length > 0) return <GroupedScores instrument={instrument} />;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        gap: 2,
      }}
    >
      {def.scales.map((scale) => (
        <ScoreField key={scale.key} scale={scale} />
      ))}
    </Box>
  );
}

function GroupedScores({ instrument }: { instrument: AssessmentInstrument }) {
  const def = ASSESSMENT_DEFS[instrument];
  const parts = (['personality', 'competency'] as const).map((part) => ({
    part,
    groups: def.groups.filter((g) => g.part === part),
  }));
  return (
    <Stack spacing={3}>
      {parts.map(({ part, groups }) => (
        <Stack key={part} spacing={1.5} component="section" aria-label={EMERGENETIC_PART_LABELS[part]}>
          <Typography variant="h3" sx={{ fontSize: '0.95rem', fontWeight: 700 }}>
            {EMERGENETIC_PART_LABELS[part]}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
              gap: 2,
            }}
          >
            {groups.map((group) => (
              <GroupCard
                key={group.key}
                group={group}
                scales={def.scales.filter((s) => s.group === group.key)}
              />
            ))}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

function GroupCard({ group, scales }: { group: AssessmentGroup; scales: AssessmentScale[] }) {
  const values = useWatch<EntryFormValues>({ name: scales.map((s) => scorePath(s.key)) }) as (
    | string
    | undefined
  )[];
  const numbers = Object.fromEntries(scales.map((s, i) => [s.key, scoreNumber(values[i], s.min, s.max)]));
  const mean = groupScore(group, numbers);
  const headingId = `group-${group.key}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1.5 }}>
        <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
          {group.label}
        </Typography>
        <Typography variant="body2" role="status" aria-label={`${group.label}の平均`}>
          平均 <strong>{mean === null ? '—' : mean.toFixed(1)}</strong>
        </Typography>
      </Stack>
      <Stack spacing={1.5}>
        {scales.map((scale) => (
          <ScoreField key={scale.key} scale={scale} />
        ))}
      </Stack>
    </Paper>
  );
}
