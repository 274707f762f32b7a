import Box from '@mui/material/Box';

/** Lets keyboard users jump over the header to the page content. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  return (
    <Box
      component="a"
      href={`#${target}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        px: 2,
        py: 1,
        bgcolor: 'primary.dark',
        color: '#fff',
        borderRadius: 1,
        fontWeight: 700,
        '&:focus': { top: 8 },
      }}
    >
      メインコンテンツへスキップ
    </Box>
  );
}
