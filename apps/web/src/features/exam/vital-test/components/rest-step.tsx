import type { BlockSpec } from '@mirume/shared';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface RestStepProps {
  finished: BlockSpec;
  /** The block or step that comes next, for the button. */
  nextLabel: string;
  onNext: () => void;
}

/** A short breather between blocks; the examinee decides when to go on. */
export function RestStep({ finished, nextLabel, onNext }: RestStepProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', mt: { xs: 4, sm: 8 } }}>
      <CheckCircleOutlineIcon color="primary" sx={{ fontSize: 56 }} aria-hidden="true" />
      <Typography variant="h1">{finished.title}が終わりました</Typography>
      <Typography>
        {finished.practice
          ? '練習はここまでです。次は本番です。'
          : 'おつかれさまでした。目を休めて、準備ができたら次へ進んでください。'}
      </Typography>
      <Button variant="contained" size="large" onClick={onNext} sx={{ minHeight: 52, px: 6 }}>
        次へ（{nextLabel}）
      </Button>
    </Stack>
  );
}
