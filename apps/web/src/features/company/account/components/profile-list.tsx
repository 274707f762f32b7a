import Box from '@mui/material/Box';

/** A two-column list of labels and values (a description list, read by screen readers as such). */
export function ProfileList({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
        rowGap: { xs: 0.5, sm: 2 },
        columnGap: 3,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 700, mt: { xs: 1.5, sm: 0 } }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
