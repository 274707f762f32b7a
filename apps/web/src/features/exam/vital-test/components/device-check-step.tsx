/**
 * Reads the device, OS and browser, measures the display's refresh rate, and opens the session
 * on the server with the examinee's consent. Takes about a second; a failure offers a retry.
 */
import type { TDeviceFacts, TExamSessionState } from '@mirume/shared';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { startExamSession } from '../api/start-exam-session';
import { collectDeviceFacts } from '../lib/detect-device';
import { measureRefreshRate } from '../lib/refresh-rate';

interface DeviceCheckStepProps {
  token: string;
  onReady: (session: TExamSessionState, facts: TDeviceFacts) => void;
  /** A refusal the page shows as its own view (e.g. 410: the link has expired meanwhile). */
  onRefused: (error: unknown) => void;
}

export function DeviceCheckStep({ token, onReady, onRefused }: DeviceCheckStepProps) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  // The callbacks may change identity on every render of the page; the check must not re-run.
  const callbacks = useRef({ onReady, onRefused });
  callbacks.current = { onReady, onRefused };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the check after 「もう一度試す」
  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    (async () => {
      const facts = collectDeviceFacts(await measureRefreshRate());
      try {
        const session = await startExamSession(token, { ...facts, consent: true });
        if (!cancelled) callbacks.current.onReady(session, facts);
      } catch (error) {
        if (cancelled) return;
        if (isApiError(error) && error.status >= 400 && error.status < 500)
          callbacks.current.onRefused(error);
        else setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [token, attempt]);

  if (failed) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', mt: 6 }}>
        <Typography variant="h1">接続できませんでした</Typography>
        <Typography>通信環境をご確認のうえ、もう一度お試しください。</Typography>
        <Button variant="contained" size="large" onClick={() => setAttempt((n) => n + 1)}>
          もう一度試す
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', mt: 8 }} role="status">
      <CircularProgress aria-hidden="true" />
      <Typography variant="h1">動作環境を確認しています…</Typography>
      <Typography color="text.secondary">そのまましばらくお待ちください。</Typography>
    </Stack>
  );
}
