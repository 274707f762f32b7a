/**
 * The worker that reads an uploaded CSV (lib/csv.ts readCsvFile): decodes and parses the bytes
 * it is sent, posting progress, then the records or the Japanese error.
 */
import { CsvParseError } from '@mirume/shared/csv';
import { type CsvWorkerMessage, readCsvBytes } from './csv';

const post = (message: CsvWorkerMessage) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<Uint8Array>) => {
  try {
    const content = await readCsvBytes(event.data, (progress) => post({ type: 'progress', ...progress }));
    post({ type: 'done', ...content });
  } catch (error) {
    post({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
      line: error instanceof CsvParseError ? error.line : null,
    });
  }
};
