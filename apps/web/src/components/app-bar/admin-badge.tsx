import Chip from '@mui/material/Chip';

/** The dark ADMIN badge that marks every operator screen (white on #1F2937: 14.7:1). */
export function AdminBadge() {
  return (
    <Chip
      label="ADMIN"
      size="small"
      sx={{ bgcolor: '#1F2937', color: '#FFFFFF', fontWeight: 800, letterSpacing: '0.08em', borderRadius: 1 }}
    />
  );
}
