/**
 * The end of the test: waits until every block is acknowledged, then asks the server to score and
 * close the session (idempotent, so a retry after a lost answer is harmless). Offline it waits,
 * says so, and goes on by itself when the connection returns.
 */

import { MAINTENANCE_STATUS } from '@mirume/shared';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { completeExam } from '../api/complete-exam';
import { defaultRetryDelay, retryable, type SubmissionQueue } from '../lib/submission-queue';
import { useQueueState } from '../lib/use-queue-state';

interface SubmitStepProps {
  token: string;
  queue: SubmissionQueue;
  onCompleted: () => void;
  onRefused: (error: unknown) => void;
  /** Wait before retry number `attempt` of the completion call. */
  retryDelay?: (attempt: number) => number;
}

export const OFFLINE_NOTICE = '通信が回復すると自動で送信します。このページを閉じないでください。';
export const MAINTENANCE_SEND_NOTICE =
  'ただいまメンテナンス中です。終わりしだい自動で送信します。このページを閉じないでください。';

export function SubmitStep({
  token,
  queue,
  onCompleted,
  onRefused,
  retryDelay = defaultRetryDelay,
}: SubmitStepProps) {
  const queueState = useQueueState(queue);
  const [completeOffline, setCompleteOffline] = useState(false);
  const [completeMaintenance, setCompleteMaintenance] = useState(false);
  const callbacks = useRef({ onCompleted, onRefused, retryDelay });
  callbacks.current = { onCompleted, onRefused, retryDelay };

  useEffect(() => {
    let cancelled = false;
    let wake: (() => void) | null = null;
    const onOnline = () => wake?.();
    window.addEventListener('online', onOnline);
    const pause = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    (async () => {
      queue.flush();
      await queue.drained();
      for (let attempt = 1; !cancelled; attempt++) {
        try {
          await completeExam(token);
          if (!cancelled) callbacks.current.onCompleted();
          return;
        } catch (error) {
          if (cancelled) return;
          const retry = retryable(error);
          if (!retry) {
            callbacks.current.onRefused(error);
            return;
          }
          setCompleteOffline(isApiError(error) && error.status === 0);
          setCompleteMaintenance(isApiError(error) && error.status === MAINTENANCE_STATUS);
          await pause(callbacks.current.retryDelay(attempt));
        }
      }
    })();
    return () => {
      cancelled = true;
      wake?.();
      window.removeEventListener('online', onOnline);
    };
  }, [token, queue]);

  const offline = queueState.offline || completeOffline;
  const maintenance = queueState.maintenance || completeMaintenance;
  const waiting = offline || maintenance;
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', mt: { xs: 6, sm: 10 } }}>
      <CircularProgress aria-hidden="true" />
      <Typography variant="h1">送信しています…</Typography>
      <Typography
        role="status"
        color={waiting ? 'warning.main' : 'text.secondary'}
        sx={{ fontWeight: waiting ? 700 : 400 }}
      >
        {maintenance
          ? MAINTENANCE_SEND_NOTICE
          : offline
            ? OFFLINE_NOTICE
            : 'まもなく完了します。このままお待ちください。'}
      </Typography>
    </Stack>
  );
}
