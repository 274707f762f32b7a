import type { AssessmentScale } from '@mirume/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatScore } from '../lib/assessment-view';

interface ScaleValuesProps {
  scales: readonly AssessmentScale[];
  scores: Record<string, number>;
  label: string;
}

/**
 * Scale values as a list: label, value out of the scale's top, and a thin bar for the eye (the
 * value is always written, the bar only repeats it).
 */
export function ScaleValues({ scales, scores, label }: ScaleValuesProps) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        columnGap: 3,
        rowGap: 1.5,
        m: 0,
      }}
    >
      {scales.map((scale) => {
        const value = scores[scale.key] ?? null;
        const share = value === null ? 0 : (value - scale.min) / (scale.max - scale.min);
        return (
          <Box key={scale.key}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 700 }}>
                {scale.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700 }}>
                {formatScore(value, scale)}
              </Typography>
            </Box>
            <Box aria-hidden="true" sx={{ mt: 0.5, height: 6, borderRadius: 3, bgcolor: '#E6EAF0' }}>
              <Box
                sx={{
                  height: '100%',
                  width: `${Math.round(share * 100)}%`,
                  borderRadius: 3,
                  bgcolor: 'primary.main',
                }}
              />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
