import { HCI, HCI_CHECK_STATE_LABEL, HCI_RESULT_LABEL } from '@mirume/shared';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatScore } from '../lib/assessment-view';
import { AssessmentCard, type AssessmentPerson } from './assessment-card';
import { CheckStateToggle } from './check-state-toggle';
import { HciResultChip } from './hci-result-chip';
import { ScaleValues } from './scale-values';

const TOTAL = HCI.scales.find((s) => s.key === 'total_score');
const SIX = HCI.scales.filter((s) => s.key !== 'total_score');

/** HCI-AS on the person's page: 判定, 確認状況 (a switch), 総合得点 and the six scales. */
export function HciCard({ employee }: { employee: AssessmentPerson }) {
  return (
    <AssessmentCard instrument="hci" employee={employee}>
      {(record, manageable) => (
        <>
          <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 2 }}>
            <KeyValue label={HCI_RESULT_LABEL}>
              <HciResultChip result={record.result} />
            </KeyValue>
            <KeyValue label={HCI_CHECK_STATE_LABEL}>
              <CheckStateToggle record={record} editable={manageable} />
            </KeyValue>
            {TOTAL ? (
              <KeyValue label={TOTAL.label}>
                <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 }}>
                  {formatScore(record.scores[TOTAL.key], TOTAL)}
                </Typography>
              </KeyValue>
            ) : null}
          </Stack>
          <ScaleValues scales={SIX} scores={record.scores} label="HCI-ASの6つの尺度（標準得点 1〜10）" />
        </>
      )}
    </AssessmentCard>
  );
}

function KeyValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 700, mb: 0.5 }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}
