/**
 * The reading of a sheet as the page follows it: sending the file (with its upload progress),
 * then the job's progress until it is done — its values go to `onRead` once — or failed, with the
 * Japanese reason so the user can type the values instead.
 */
import { ASSESSMENT_MESSAGES, type AssessmentInstrument, type TOcrJob } from '@mirume/shared';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useSheetReading, useStartSheetReading } from '../api/read-sheet';

export type ReaderStatus =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'reading'; percent: number }
  | { phase: 'done'; job: TOcrJob }
  | { phase: 'failed'; message: string };

export function useSheetReader(
  employeeId: number,
  instrument: AssessmentInstrument,
  onRead: (job: TOcrJob) => void,
) {
  const start = useStartSheetReading(employeeId, instrument);
  const [jobId, setJobId] = useState<number | null>(null);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const job = useSheetReading(employeeId, instrument, jobId);
  const handled = useRef<number | null>(null);
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;

  useEffect(() => {
    const data = job.data;
    if (data?.status === 'done' && handled.current !== data.id) {
      handled.current = data.id;
      onReadRef.current(data);
    }
  }, [job.data]);

  /** Sends the sheet and starts reading; a refused upload (413, 415, 429…) is thrown to the caller. */
  async function read(sheet: File) {
    setJobId(null);
    setUploadPercent(0);
    try {
      const answer = await start.mutateAsync({
        sheet,
        onProgress: ({ loaded, total }) =>
          setUploadPercent(total > 0 ? Math.round((loaded / total) * 100) : 0),
      });
      setJobId(answer.data.id);
    } finally {
      setUploadPercent(null);
    }
  }

  let status: ReaderStatus = { phase: 'idle' };
  if (uploadPercent !== null) status = { phase: 'uploading', percent: uploadPercent };
  else if (jobId !== null) {
    if (job.isError) status = { phase: 'failed', message: errorMessage(job.error) };
    else if (!job.data || job.data.status === 'queued' || job.data.status === 'running')
      status = { phase: 'reading', percent: job.data?.progress ?? 0 };
    else if (job.data.status === 'failed')
      status = { phase: 'failed', message: job.data.error ?? ASSESSMENT_MESSAGES.ocrFailed };
    else status = { phase: 'done', job: job.data };
  }

  const busy = status.phase === 'uploading' || status.phase === 'reading';
  return { status, busy, read, reset: () => setJobId(null) };
}
