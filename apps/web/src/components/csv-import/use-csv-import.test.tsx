/** The steps of a CSV import screen: a refused or read file, an import done or refused, a new start. */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCsvImport } from './use-csv-import';

const csv = (name: string, text = 'a\r\n1\r\n') => new File([text], name, { type: 'text/csv' });

describe('[BULK] the CSV import steps', () => {
  it('[BULK] a refused file is never read; a read file goes to the preview', async () => {
    const { result } = renderHook(() => useCsvImport<{ name: string }, number>());
    let loads = 0;
    const load = async (file: File) => {
      loads += 1;
      return { name: file.name };
    };
    await act(() => result.current.read(csv('staff.txt'), load));
    expect(result.current.fileError).toBe('CSVファイル（拡張子 .csv）を選択してください。');
    expect(loads).toBe(0);
    await act(() => result.current.read(csv('staff.csv'), load));
    expect(result.current).toMatchObject({
      stage: { kind: 'preview' },
      file: { name: 'staff.csv' },
      fileError: null,
    });
  });

  it('[BULK] a file that cannot be loaded is refused with its reason, back to choosing', async () => {
    const { result } = renderHook(() => useCsvImport<string, number>());
    await act(() =>
      result.current.read(csv('staff.csv'), async (_file, progress) => {
        progress('内容を確認しています…', 60);
        throw new Error('ファイルにデータがありません。');
      }),
    );
    expect(result.current).toMatchObject({
      stage: { kind: 'select' },
      file: null,
      fileError: 'ファイルにデータがありません。',
    });
  });

  it('[BULK] an import reports its progress and ends done with what it did', async () => {
    const { result } = renderHook(() => useCsvImport<string, { created: number }>());
    await act(() => result.current.read(csv('staff.csv'), async () => 'loaded'));
    await act(() =>
      result.current.runImport(async (onProgress) => {
        onProgress({ phase: 'upload', loaded: 5, total: 10 });
        return { created: 2 };
      }),
    );
    expect(result.current.stage).toEqual({ kind: 'done', result: { created: 2 } });
    expect(result.current.busy).toBe(false);
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ stage: { kind: 'select' }, file: null, importError: null });
  });

  it('[BULK] a refused import goes back to the preview and says nothing was written', async () => {
    const { result } = renderHook(() => useCsvImport<string, number>());
    await act(() => result.current.read(csv('staff.csv'), async () => 'loaded'));
    const refused: unknown[] = [];
    const error = new Error('ファイルの内容に誤りがあります。');
    await act(() =>
      result.current.runImport(
        async () => {
          throw error;
        },
        { refused: (e) => refused.push(e) },
      ),
    );
    expect(result.current.stage).toEqual({ kind: 'preview' });
    expect(result.current.file).toBe('loaded');
    expect(result.current.importError).toBe(
      'ファイルの内容に誤りがあります。 取り込みは行われていません（1件も登録されていません）。',
    );
    expect(refused).toEqual([error]);
  });

  it('[BULK] a new server check abandons the one before', () => {
    const { result } = renderHook(() => useCsvImport<string, number>());
    let first: AbortSignal | undefined;
    act(() => {
      first = result.current.startValidation();
    });
    const second = result.current.startValidation();
    expect(first?.aborted).toBe(true);
    expect(second.aborted).toBe(false);
  });
});
