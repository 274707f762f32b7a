/**
 * The instructions page before a block: the task in a few lines, a picture drawn with the very
 * elements the block will show, and the start button. On a phone held sideways it asks for
 * portrait first.
 */
import type { BlockSpec } from '@mirume/shared';
import ScreenRotationIcon from '@mui/icons-material/ScreenRotation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { illustrate } from '../engine/stage';
import { blockGuide, type InputMode } from '../lib/block-guide';
import { useLandscapePhone } from '../lib/use-landscape-phone';

function Picture({ spec, lit, caption }: { spec: BlockSpec; lit: number[]; caption: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) illustrate(ref.current, spec.kind, lit);
  }, [spec.kind, lit]);
  return (
    <Box component="figure" sx={{ m: 0, flex: 1, minWidth: 0 }}>
      <Box ref={ref} className="mv-mini" />
      <Typography
        component="figcaption"
        variant="body2"
        sx={{ textAlign: 'center', fontWeight: 700, mt: 0.5 }}
      >
        {caption}
      </Typography>
    </Box>
  );
}

interface BlockIntroProps {
  spec: BlockSpec;
  mode: InputMode;
  onStart: () => void;
}

export function BlockIntro({ spec, mode, onStart }: BlockIntroProps) {
  const guide = blockGuide(spec, mode);
  const landscape = useLandscapePhone();
  return (
    <Stack spacing={2.5}>
      <Typography variant="h1">{spec.title}</Typography>
      <Box component="ul" sx={{ pl: 2.5, m: 0, '& li': { mb: 1 } }}>
        {guide.lines.map((line) => (
          <li key={line}>
            <Typography>{line}</Typography>
          </li>
        ))}
      </Box>
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, bgcolor: '#FFFFFF' }}>
        {guide.pictures.map((p) => (
          <Picture key={p.caption} spec={spec} lit={p.lit} caption={p.caption} />
        ))}
      </Paper>
      {landscape ? (
        <Alert severity="warning" icon={<ScreenRotationIcon />}>
          スマートフォンを縦向きにしてから始めてください。
        </Alert>
      ) : null}
      <Button
        variant="contained"
        size="large"
        onClick={onStart}
        disabled={landscape}
        sx={{ alignSelf: { xs: 'stretch', sm: 'center' }, minHeight: 52, px: 6 }}
      >
        {spec.practice ? '練習を始める' : '始める'}
      </Button>
    </Stack>
  );
}
