/**
 * The OCR engine of the process: one tesseract.js worker (Japanese + English, LSTM), created on
 * first use, reused by every reading, and terminated after it has been idle for a while so an
 * API process that reads a sheet now and then does not keep its ~150 MB for good. Use is
 * serialised: tesseract runs one recognition at a time, and on this 2-core machine a second
 * worker would only make both slower.
 *
 * Nothing is fetched from the network and nothing is written outside DATA_DIR/tmp: the trained
 * data comes from the npm packages @tesseract.js-data/jpn and /eng (integer "best" models),
 * copied once into DATA_DIR/tmp/tessdata because tesseract.js reads every language from one
 * directory, and `cacheMethod: 'none'` keeps it from writing its own cache.
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type Tesseract from 'tesseract.js';

const require = createRequire(import.meta.url);

export const OCR_LANGUAGES = ['jpn', 'eng'] as const;
/** The worker is terminated after this long without a reading. */
export const OCR_IDLE_MS = 5 * 60 * 1000;

type TesseractModule = typeof Tesseract;
export type OcrWorker = Tesseract.Worker;
export type OcrPage = Tesseract.Page;

/** Where each language's trained data lies in its npm package. */
function trainedDataFile(lang: string): string {
  const dir = path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
  return path.join(dir, '4.0.0_best_int', `${lang}.traineddata.gz`);
}

/** Copies the trained data beside each other under `tmpDir` (once); answers the directory. */
async function prepareLangPath(tmpDir: string): Promise<string> {
  const dir = path.join(tmpDir, 'tessdata');
  await fs.mkdir(dir, { recursive: true });
  for (const lang of OCR_LANGUAGES) {
    const source = trainedDataFile(lang);
    const target = path.join(dir, `${lang}.traineddata.gz`);
    const [from, to] = await Promise.all([fs.stat(source), fs.stat(target).catch(() => null)]);
    if (to?.size === from.size) continue;
    const partial = `${target}.${process.pid}.part`;
    await fs.copyFile(source, partial);
    await fs.rename(partial, target);
  }
  return dir;
}

class OcrEngine {
  #worker: Promise<OcrWorker> | undefined;
  #queue: Promise<unknown> = Promise.resolve();
  #idle: NodeJS.Timeout | undefined;
  #tmpDir = '';

  /**
   * Runs `work` with the worker once every earlier use has finished. When `signal` aborts (the
   * attempt's time limit, the process stopping) the use ends at once with an error and the worker
   * is terminated, so a recognition that hangs cannot hold up the readings queued behind it.
   */
  use<T>(tmpDir: string, work: (worker: OcrWorker) => Promise<T>, signal?: AbortSignal): Promise<T> {
    const run = this.#queue.then(async () => {
      clearTimeout(this.#idle);
      signal?.throwIfAborted();
      let onAbort = () => {};
      const aborted = new Promise<never>((_, reject) => {
        onAbort = () => reject(signal?.reason ?? new Error('aborted'));
        signal?.addEventListener('abort', onAbort, { once: true });
      });
      try {
        return await Promise.race([this.#get(tmpDir).then(work), aborted]);
      } catch (error) {
        // A worker that failed or was cut off mid-recognition is not trusted with the next one.
        await this.close();
        throw error;
      } finally {
        signal?.removeEventListener('abort', onAbort);
        this.#idle = setTimeout(() => void this.close(), OCR_IDLE_MS);
        this.#idle.unref();
      }
    });
    this.#queue = run.catch(() => {});
    return run;
  }

  async #get(tmpDir: string): Promise<OcrWorker> {
    if (this.#worker && this.#tmpDir === tmpDir) return this.#worker;
    if (this.#worker) await this.close();
    this.#tmpDir = tmpDir;
    const created = (async () => {
      const { createWorker, OEM } = require('tesseract.js') as TesseractModule;
      const langPath = await prepareLangPath(tmpDir);
      return createWorker([...OCR_LANGUAGES], OEM.LSTM_ONLY, {
        langPath,
        gzip: true,
        cacheMethod: 'none',
        cachePath: langPath,
        // Without a handler tesseract.js throws a failed recognition from its message listener,
        // which would end the process; the recognition's own promise rejects either way.
        errorHandler: () => {},
      });
    })();
    this.#worker = created;
    created.catch(() => {
      if (this.#worker === created) this.#worker = undefined;
    });
    return created;
  }

  /** Terminates the worker (after idling, on shutdown, or after a failure left it unusable). */
  async close() {
    clearTimeout(this.#idle);
    const worker = this.#worker;
    this.#worker = undefined;
    if (worker) await (await worker.catch(() => null))?.terminate();
  }
}

/** The process's one engine. */
export const ocrEngine = new OcrEngine();
