/**
 * Reads an uploaded result sheet (PDF, JPEG or PNG) into the instrument's fields: rasterise
 * (raster.ts), recognise and find each field by its label (read.ts). A PDF's pages are read in
 * order until every field has a confident value; a field seen on several pages keeps its most
 * confident reading. Answers the fields and the number of pages read, or throws OcrInputError
 * with the Japanese reason when no attempt can read the sheet (not a sheet of this instrument,
 * too many pages, not an image).
 */
import { ASSESSMENT_DEFS, ASSESSMENT_MESSAGES, type AssessmentInstrument } from '@mirume/shared';
import { OcrInputError } from './errors.ts';
import { imagePage, type PageCanvas, pdfPages } from './raster.ts';
import { emptyFields, type ReadFields, readPage } from './read.ts';
import { ocrEngine } from './tesseract.ts';

export interface ReadSheetOptions {
  /** DATA_DIR/tmp: where the trained data is placed for tesseract. */
  tmpDir: string;
  /** 0–100 as the reading goes. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export interface SheetReading {
  fields: ReadFields;
  pages: number;
}

export async function readSheet(
  instrument: AssessmentInstrument,
  bytes: Buffer,
  contentType: string,
  options: ReadSheetOptions,
): Promise<SheetReading> {
  const progress = options.onProgress ?? (() => {});
  progress(5);
  const pages: { count: number; render(n: number): Promise<PageCanvas> } =
    contentType === 'application/pdf'
      ? await pdfPages(bytes)
      : { count: 1, render: async () => imagePage(bytes) };

  const fields = emptyFields(instrument);
  let titleSeen = false;
  let otherTitle: AssessmentInstrument | null = null;
  let labelsFound = 0;
  let read = 0;
  for (let n = 1; n <= pages.count; n++) {
    if (options.signal?.aborted) throw new Error('the process is stopping; the job will run again');
    const page = await pages.render(n);
    progress(Math.round(5 + ((n - 0.5) / pages.count) * 90));
    const reading = await ocrEngine.use(
      options.tmpDir,
      (worker) => readPage(worker, page, instrument, options.signal),
      options.signal,
    );
    read = n;
    if (reading.titleOf === instrument) titleSeen = true;
    else if (reading.titleOf) otherTitle = reading.titleOf;
    labelsFound = Math.max(labelsFound, reading.labelsFound);
    for (const [key, value] of Object.entries(reading.fields)) {
      const current = fields[key];
      if (!current || value.confidence > current.confidence || (current.value === null && value.raw)) {
        fields[key] = value;
      }
    }
    progress(Math.round(5 + (n / pages.count) * 90));
    if (Object.values(fields).every((f) => f.value !== null && !f.confirm)) break;
  }
  const label = ASSESSMENT_DEFS[instrument].label;
  if (!titleSeen && otherTitle) throw new OcrInputError(ASSESSMENT_MESSAGES.ocrWrongSheet(label));
  if (labelsFound === 0) throw new OcrInputError(ASSESSMENT_MESSAGES.ocrFailed);
  progress(100);
  return { fields, pages: read };
}
