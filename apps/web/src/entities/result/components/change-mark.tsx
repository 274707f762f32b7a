import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { changeExplanation, type MetricChange, signed } from '../lib/change';

/**
 * The change since the previous result: ↑/↓ 「有意な変化」 when beyond the noise threshold, otherwise
 * the difference in grey. The direction says higher/lower, not better/worse (for 回避動機 lower
 * reads as favourable), so both arrows share one colour.
 */
export function ChangeMark({ change }: { change: MetricChange | undefined }) {
  if (!change)
    return (
      <Typography variant="body2" color="text.secondary">
        -
      </Typography>
    );
  const explanation = changeExplanation(change);
  if (!change.significant) {
    return (
      <Tooltip title={explanation}>
        <Typography variant="body2" color="text.secondary" tabIndex={0} component="span">
          {signed(change.delta)}
        </Typography>
      </Tooltip>
    );
  }
  const Icon = change.significant === 'up' ? ArrowUpwardIcon : ArrowDownwardIcon;
  return (
    <Tooltip title={explanation}>
      <Box
        component="span"
        tabIndex={0}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.25,
          px: 0.75,
          py: 0.25,
          borderRadius: 1,
          bgcolor: '#E3ECFA',
          color: '#0B3D91',
          fontWeight: 700,
          fontSize: '0.8125rem',
          whiteSpace: 'nowrap',
        }}
      >
        <Icon sx={{ fontSize: '1rem' }} aria-hidden="true" />
        {`${signed(change.delta)} 有意な変化`}
      </Box>
    </Tooltip>
  );
}
