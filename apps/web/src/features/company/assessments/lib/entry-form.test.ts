import { ASSESSMENT_MESSAGES, FILE_MESSAGES, FILE_PURPOSES, MESSAGES } from '@mirume/shared';
import { describe, expect, it } from 'vitest';
import { energizerRecord, hciRecord } from '@/test/records/assessments';
import { entryFields, entrySchema, scoreNumber, takenOnRange, toFormValues } from './entry-form';
import { ocrFieldKeys, readOcrFields, reviewMessage } from './ocr-review';
import { sheetFileError } from './sheet-file';

describe('[ASSESSMENT-ENTRY] the form values and their rules', () => {
  it('[ASSESSMENT-ENTRY] a new result starts empty with the instrument’s provider; a stored one with its values as text', () => {
    expect(toFormValues('hci')).toMatchObject({
      taken_on: '',
      provider: 'HCI-AS',
      result: '',
      check_state: 'unchecked',
    });
    expect(toFormValues('hci').scores.total_score).toBe('');
    const stored = toFormValues('energizer', energizerRecord(3, 5, { provider: '外部機関', remark: null }));
    expect(stored).toMatchObject({ taken_on: '2026-04-01', provider: '外部機関', remark: '' });
    expect(stored.scores.accelerator).toBe('5');
    expect(toFormValues('hci', hciRecord(1, 5, { result: 'failed', check_state: 'checked' }))).toMatchObject({
      result: 'failed',
      check_state: 'checked',
    });
  });

  it('[ASSESSMENT-ENTRY] checks with the shared schema: required, integer, range, future date, and numbers out', () => {
    const values = toFormValues('energizer');
    const empty = entrySchema('energizer').safeParse(values);
    expect(empty.success).toBe(false);
    // The first message of each field, as the form shows it.
    const messages = (r: typeof empty) =>
      Object.fromEntries(
        (r.success ? [] : r.error.issues).toReversed().map((i) => [i.path.join('.'), i.message]),
      );
    expect(messages(empty)).toMatchObject({
      taken_on: MESSAGES.required,
      'scores.accelerator': MESSAGES.required,
    });

    const wrong = entrySchema('energizer').safeParse({
      ...values,
      taken_on: '2999-01-01',
      scores: {
        accelerator: '11',
        brake: '2.5',
        achievement: '1',
        affinity: '1',
        power: '1',
        avoidance: '1',
      },
    });
    expect(messages(wrong)).toMatchObject({
      taken_on: ASSESSMENT_MESSAGES.future,
      'scores.accelerator': ASSESSMENT_MESSAGES.range(1, 10),
      'scores.brake': ASSESSMENT_MESSAGES.integer,
    });

    const good = entrySchema('energizer').safeParse({
      ...values,
      taken_on: '2026-04-01',
      scores: { accelerator: '10', brake: '2', achievement: '1', affinity: '1', power: '1', avoidance: '1' },
    });
    expect(good.success && good.data.scores).toMatchObject({ accelerator: 10, brake: 2 });
    expect(messages(entrySchema('hci').safeParse(toFormValues('hci'))).result).toBe(MESSAGES.select);
  });

  it('[ASSESSMENT-ENTRY] lists the fields in page order and bounds 受検日 like the API', () => {
    expect(entryFields('hci').slice(0, 4)).toEqual(['taken_on', 'provider', 'result', 'check_state']);
    expect(entryFields('emergenetic')).toHaveLength(30 + 3);
    expect(takenOnRange(new Date('2026-11-24T16:00:00Z'))).toEqual({ min: '2000-01-01', max: '2026-11-25' });
    expect(scoreNumber('7', 1, 10)).toBe(7);
    expect(scoreNumber('7.5', 1, 10)).toBeNull();
    expect(scoreNumber('', 1, 10)).toBeNull();
    expect(scoreNumber('11', 1, 10)).toBeNull();
  });
});

describe('[ASSESSMENT-OCR] what a reading puts into the form', () => {
  it('[ASSESSMENT-OCR] fills what was read and asks to confirm the doubtful and the missing fields', () => {
    expect(ocrFieldKeys('hci').slice(0, 3)).toEqual(['taken_on', 'result', 'stress_tolerance']);
    const reading = readOcrFields('energizer', {
      taken_on: { value: '2026-03-01', confidence: 0.99, confirm: false, raw: '2026年3月1日' },
      accelerator: { value: 8, confidence: 0.6, confirm: true, raw: '8' },
      brake: { value: null, confidence: 0, confirm: true, raw: 'l2' },
      achievement: { value: 5, confidence: 0.95, confirm: false, raw: '5' },
    });
    expect(reading.values).toEqual([
      ['taken_on', '2026-03-01'],
      ['scores.accelerator', '8'],
      ['scores.achievement', '5'],
    ]);
    expect([...reading.review.keys()]).toEqual([
      'scores.accelerator',
      'scores.brake',
      'scores.affinity',
      'scores.power',
      'scores.avoidance',
    ]);
    expect(reviewMessage({ raw: 'l2', found: false })).toBe(
      '読み取り結果を確認してください（読み取った文字:「l2」）',
    );
    expect(reviewMessage({ raw: null, found: false })).toBe(
      '読み取り結果を確認してください（読み取れませんでした）',
    );
    expect(readOcrFields('hci', null).review.size).toBe(ocrFieldKeys('hci').length);
  });
});

describe('[ASSESSMENT-ENTRY] the sheet file checked before sending', () => {
  const rule = FILE_PURPOSES.assessment_sheet;
  it('[ASSESSMENT-ENTRY] takes PDF, JPEG and PNG (also by extension) up to the purpose’s size, with the API’s messages', () => {
    expect(sheetFileError(new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }))).toBeNull();
    expect(sheetFileError(new File(['x'], 'scan.JPG', { type: '' }))).toBeNull();
    expect(sheetFileError(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe(
      FILE_MESSAGES.unsupportedType(rule.types),
    );
    expect(sheetFileError(new File([], 'a.png', { type: 'image/png' }))).toBe(FILE_MESSAGES.emptyFile);
    const big = new File(['x'], 'a.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: rule.maxBytes + 1 });
    expect(sheetFileError(big)).toBe(FILE_MESSAGES.tooLarge(rule.maxBytes));
  });
});
