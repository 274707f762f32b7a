import type { CriteriaRules } from '@mirume/shared/vital/criteria';
import { ruleConditionsText } from '@mirume/shared/vital/criteria';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RankChip } from '@/entities/result/components/rank-chip';

/** A set's rules in plain Japanese, in the order they are applied, then the fallback. */
export function RulesView({ rules }: { rules: CriteriaRules }) {
  const type = rules.diagnosis_type;
  return (
    <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
      {rules.rules.map((rule, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a version's rules never change; the order is the identity
        <li key={i}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="span">{ruleConditionsText(rule)}の場合は</Typography>
            <RankChip result={{ rank: rule.rank as never, diagnosis_type: type }} />
          </Box>
        </li>
      ))}
      <li>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="span">
            {rules.rules.length === 0 ? 'すべての人は' : 'どのルールにも当てはまらない場合は'}
          </Typography>
          <RankChip result={{ rank: rules.fallback as never, diagnosis_type: type }} />
        </Box>
      </li>
    </Box>
  );
}
