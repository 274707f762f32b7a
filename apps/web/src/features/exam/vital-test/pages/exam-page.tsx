/**
 * /exam/:token — the examinee's whole test on one URL. The link decides the first view (invalid,
 * expired, already done, or the test); the test then walks through its steps (exam-steps.ts).
 * Finished blocks go through the submission queue, which keeps them in localStorage until the
 * server has them; a reload resumes at the first block not finished.
 */
import {
  BLOCK_COUNT,
  BLOCKS,
  MAINTENANCE_STATUS,
  type TBlockPayload,
  type TDeviceFacts,
  type TExamLink,
  type TExamSessionState,
} from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { visuallyHidden } from '@/lib/visually-hidden';
import { useExamLink } from '../api/get-exam-link';
import { BlockIntro } from '../components/block-intro';
import { BlockRun } from '../components/block-run';
import { ConfirmStep } from '../components/confirm-step';
import { DeviceCheckStep } from '../components/device-check-step';
import { ExamShell } from '../components/exam-shell';
import {
  AlreadyCompletedView,
  CompletedView,
  ConnectionFailedView,
  LinkGoneView,
  LinkNotFoundView,
  MaintenanceView,
  SubmitRefusedView,
} from '../components/link-status';
import { QuestionnaireStep } from '../components/questionnaire-step';
import { RestStep } from '../components/rest-step';
import { SubmitStep } from '../components/submit-step';
import { hasDeviceKey } from '../lib/device-key';
import { type ExamStep, progressOf, stepForBlock } from '../lib/exam-steps';
import { clearExam, loadExam } from '../lib/exam-store';
import { inputModeOf } from '../lib/input-mode';
import { nextBlock, planResume } from '../lib/resume';
import { createSubmissionQueue, type SubmissionQueue } from '../lib/submission-queue';
import { useQueueState } from '../lib/use-queue-state';

export const OTHER_DEVICE_NOTICE =
  'この診断は別の端末で開始されています。受検は1台の端末で行っていただくようお願いしています。このまま続けることはできますが、別の端末で再開したことが診断結果に記録されます。';

function Loading() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', mt: 10 }} role="status">
      <CircularProgress aria-hidden="true" />
      <Typography color="text.secondary">読み込んでいます…</Typography>
    </Stack>
  );
}

/** A refusal (4xx) as the examinee should see it. */
function RefusedView({ error }: { error: unknown }) {
  if (isApiError(error) && error.status === 404) return <LinkNotFoundView />;
  if (isApiError(error) && error.status === 410) return <LinkGoneView message={error.message} />;
  return (
    <SubmitRefusedView
      message={
        isApiError(error) ? error.message : '予期しない問題が発生しました。時間をおいて再度お試しください。'
      }
    />
  );
}

function ExamFlow({ token, link }: { token: string; link: TExamLink }) {
  const [queue, setQueue] = useState<SubmissionQueue | null>(null);
  const [step, setStep] = useState<ExamStep | null>(null);
  const [session, setSession] = useState<TExamSessionState | null>(link.session);
  const [facts, setFacts] = useState<TDeviceFacts | null>(null);
  const [finished, setFinished] = useState<ReadonlySet<number>>(new Set());
  const [refusal, setRefusal] = useState<unknown>(null);
  const queueState = useQueueState(queue);

  // The state when the page opened decides where the test starts; later answers never reset it.
  const [opened] = useState(link.session);

  useEffect(() => {
    // A link without a session has never been started: anything stored for it is stale.
    if (!opened) clearExam(token);
    const created = createSubmissionQueue({ token });
    if (opened) {
      created.markReceived(opened.received_blocks);
      const plan = planResume(opened, loadExam(token));
      setFinished(new Set(plan.finished));
      if (!hasDeviceKey(token) && plan.next < BLOCK_COUNT) {
        // Started on another device: this one introduces itself first, and hears back whether
        // the server sees a second device (the resume step then says so).
        setStep({ kind: 'device', resumeAt: plan.next });
      } else {
        setStep(plan.next >= BLOCK_COUNT ? { kind: 'submit' } : { kind: 'resume', next: plan.next });
      }
      created.flush();
    } else {
      setStep({ kind: 'confirm' });
    }
    setQueue(created);
    return () => created.dispose();
  }, [token, opened]);

  const resumeAt = step?.kind === 'device' ? step.resumeAt : undefined;
  const onSessionReady = useCallback(
    (started: TExamSessionState, measured: TDeviceFacts) => {
      setSession(started);
      setFacts(measured);
      setStep(resumeAt === undefined ? { kind: 'intro', index: 0 } : { kind: 'resume', next: resumeAt });
    },
    [resumeAt],
  );

  const finishBlock = (payload: TBlockPayload) => {
    queue?.add(payload);
    setFinished((prev) => new Set(prev).add(payload.block_index));
    setStep(
      payload.block_index === BLOCK_COUNT - 1
        ? { kind: 'submit' }
        : { kind: 'rest', index: payload.block_index },
    );
  };

  const failure = refusal ?? queueState.failure;
  if (isApiError(failure) && failure.status === MAINTENANCE_STATUS) {
    // The step that met maintenance mounts again when it ends, and asks again.
    return (
      <ExamShell>
        <MaintenanceView onEnd={() => setRefusal(null)} />
      </ExamShell>
    );
  }
  if (failure) {
    return (
      <ExamShell>
        <RefusedView error={failure} />
      </ExamShell>
    );
  }
  if (!queue || !step) {
    return (
      <ExamShell>
        <Loading />
      </ExamShell>
    );
  }
  if (step.kind === 'done') {
    return (
      <ExamShell>
        <CompletedView companyName={link.company_name} />
      </ExamShell>
    );
  }

  const mode = inputModeOf(facts);
  const progress = progressOf(step);
  const quietStep = step.kind === 'run' || step.kind === 'submit';
  const offlineNotice =
    queueState.maintenance && !quietStep ? (
      <Alert severity="info" sx={{ mb: 2 }}>
        ただいまメンテナンス中です。回答はこの端末に保存されており、メンテナンスが終わると自動で送信されます。
      </Alert>
    ) : queueState.offline && !quietStep ? (
      <Alert severity="info" sx={{ mb: 2 }}>
        通信が途切れています。回答はこの端末に保存されており、通信が回復すると自動で送信されます。
      </Alert>
    ) : null;

  return (
    <ExamShell progress={progress} focused={step.kind === 'run'}>
      <div aria-live="polite" style={visuallyHidden}>
        {`ステップ ${progress.step} / ${progress.total}：${progress.label}`}
      </div>
      {offlineNotice}
      {step.kind === 'confirm' ? (
        <ConfirmStep link={link} onAgree={() => setStep({ kind: 'device' })} />
      ) : null}
      {step.kind === 'device' ? (
        <DeviceCheckStep token={token} onReady={onSessionReady} onRefused={setRefusal} />
      ) : null}
      {step.kind === 'resume' ? (
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', mt: { xs: 4, sm: 8 } }}>
          <Typography variant="h1">前回の続きから再開します</Typography>
          {session?.other_device ? (
            <Alert severity="warning" sx={{ textAlign: 'left' }}>
              {OTHER_DEVICE_NOTICE}
            </Alert>
          ) : null}
          <Typography>
            「{BLOCKS[step.next]?.title}」から再開します。途中だった課題は、最初からやり直しになります。
          </Typography>
          <Button
            variant="contained"
            size="large"
            sx={{ minHeight: 52, px: 6 }}
            onClick={() => setStep(stepForBlock(step.next))}
          >
            再開する
          </Button>
        </Stack>
      ) : null}
      {step.kind === 'intro' ? (
        <BlockIntro
          spec={BLOCKS[step.index] as (typeof BLOCKS)[number]}
          mode={mode}
          onStart={() => setStep({ kind: 'run', index: step.index })}
        />
      ) : null}
      {step.kind === 'run' && session ? (
        <BlockRun
          spec={BLOCKS[step.index] as (typeof BLOCKS)[number]}
          seed={session.seed}
          onDone={finishBlock}
        />
      ) : null}
      {step.kind === 'rest' ? (
        <RestStep
          finished={BLOCKS[step.index] as (typeof BLOCKS)[number]}
          nextLabel={BLOCKS[nextBlock(step.index, finished)]?.title ?? '送信'}
          onNext={() => setStep(stepForBlock(nextBlock(step.index, finished)))}
        />
      ) : null}
      {step.kind === 'questionnaire' ? <QuestionnaireStep onDone={finishBlock} /> : null}
      {step.kind === 'submit' ? (
        <SubmitStep
          token={token}
          queue={queue}
          onCompleted={() => {
            clearExam(token);
            setStep({ kind: 'done' });
          }}
          onRefused={setRefusal}
        />
      ) : null}
    </ExamShell>
  );
}

export function ExamPage() {
  const { token = '' } = useParams();
  const link = useExamLink(token);

  let content: ReactNode;
  if (link.isPending) content = <Loading />;
  else if (link.isError) {
    const error = link.error;
    if (isApiError(error) && (error.status === 404 || error.status === 400)) content = <LinkNotFoundView />;
    else if (isApiError(error) && error.status === 410) content = <LinkGoneView message={error.message} />;
    else if (isApiError(error) && error.status === MAINTENANCE_STATUS)
      content = <MaintenanceView onEnd={() => void link.refetch()} />;
    else content = <ConnectionFailedView onRetry={() => void link.refetch()} busy={link.isFetching} />;
  } else if (
    link.data.state === 'completed' ||
    (link.data.session && link.data.session.status !== 'in_progress')
  ) {
    content = <AlreadyCompletedView />;
  } else {
    return <ExamFlow token={token} link={link.data} />;
  }
  return <ExamShell>{content}</ExamShell>;
}
