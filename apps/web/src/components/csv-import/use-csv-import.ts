/**
 * The steps every CSV import screen goes through: choose a file (checked, then read with progress),
 * preview it while the server checks it, import it all or nothing with the upload's progress, done.
 * The screen keeps its own parts: how a file is loaded, the server check's verdict, what is sent.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fileProblem, type ImportProgress, NOTHING_IMPORTED } from './upload';

export type ImportStage<TDone> =
  | { kind: 'select' }
  | { kind: 'reading'; label: string; percent: number }
  | { kind: 'preview' }
  | { kind: 'importing'; progress: ImportProgress }
  | { kind: 'done'; result: TDone };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useCsvImport<TFile, TDone>() {
  const [stage, setStage] = useState<ImportStage<TDone>>({ kind: 'select' });
  const [file, setFile] = useState<TFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const validation = useRef<AbortController | null>(null);

  useEffect(() => () => validation.current?.abort(), []);

  /** Starts a server check of the file, abandoning the one before: its answer is ignored. */
  const startValidation = useCallback(() => {
    validation.current?.abort();
    const controller = new AbortController();
    validation.current = controller;
    return controller.signal;
  }, []);

  /** Back to choosing a file: nothing read, no errors, no server check under way. */
  const clear = () => {
    validation.current?.abort();
    setFile(null);
    setFileError(null);
    setImportError(null);
  };

  /**
   * Reads a chosen file with `load` (which reports its steps through `progress`); the loaded file,
   * or null when the file is refused (the reason is shown as `fileError`).
   */
  const read = async (
    selected: File,
    load: (selected: File, progress: (label: string, percent: number) => void) => Promise<TFile>,
  ): Promise<TFile | null> => {
    clear();
    const problem = fileProblem(selected);
    if (problem) {
      setFileError(problem);
      return null;
    }
    const progress = (label: string, percent: number) => setStage({ kind: 'reading', label, percent });
    try {
      progress('ファイルを読み込んでいます…', 0);
      const loaded = await load(selected, progress);
      setFile(loaded);
      setStage({ kind: 'preview' });
      return loaded;
    } catch (error) {
      setStage({ kind: 'select' });
      setFileError(message(error));
      return null;
    }
  };

  /**
   * Imports with `send` (all rows or none). On a refusal: back to the preview, `refused` told the
   * error (to mark the rows it names), and its `reason` (the error's message unless given) shown as
   * `importError`.
   */
  const runImport = async (
    send: (onProgress: (progress: ImportProgress) => void) => Promise<TDone>,
    {
      reason = message,
      refused,
    }: { reason?: (error: unknown) => string; refused?: (error: unknown) => void } = {},
  ) => {
    setImportError(null);
    setStage({ kind: 'importing', progress: { phase: 'upload', loaded: 0, total: 0 } });
    try {
      const result = await send((progress) => setStage({ kind: 'importing', progress }));
      setStage({ kind: 'done', result });
    } catch (error) {
      setStage({ kind: 'preview' });
      refused?.(error);
      setImportError(`${reason(error)} ${NOTHING_IMPORTED}`);
    }
  };

  const reset = () => {
    clear();
    setStage({ kind: 'select' });
  };

  return {
    stage,
    file,
    setFile,
    fileError,
    importError,
    busy: stage.kind === 'reading' || stage.kind === 'importing',
    startValidation,
    read,
    runImport,
    reset,
  };
}
