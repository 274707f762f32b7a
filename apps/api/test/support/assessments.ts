/**
 * Builders for the third-party assessment tests: valid input of each instrument (every scale
 * filled from its definition), the multipart form of a create or update, and a person to enter
 * results for.
 */

import type { Database } from '@mirume/db';
import { ASSESSMENT_DEFS, ASSESSMENT_PATHS, type AssessmentInstrument } from '@mirume/shared';
import { createPerson } from './results.ts';

/** Every scale of the instrument, at a value inside its range (shifted by `bump`). */
export function scoresOf(instrument: AssessmentInstrument, bump = 0): Record<string, number> {
  return Object.fromEntries(
    ASSESSMENT_DEFS[instrument].scales.map((s, i) => [s.key, s.min + ((i + bump) % (s.max - s.min + 1))]),
  );
}

/** A valid create/update body of the instrument. */
export function inputOf(
  instrument: AssessmentInstrument,
  taken_on: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    taken_on,
    provider: `${ASSESSMENT_DEFS[instrument].label} 事務局`,
    remark: '定期受検',
    scores: scoresOf(instrument),
    ...(instrument === 'hci' ? { result: 'passed' } : {}),
    ...extra,
  };
}

const BOUNDARY = '----mirume-assessment-boundary';

/** A multipart body: `data` (JSON) and optionally the `sheet` file. */
export function assessmentForm(
  data: unknown,
  sheet?: { name: string; type: string; bytes: Buffer },
  opts: { raw?: string; jsonPart?: boolean } = {},
) {
  const dataRaw = opts.raw;
  // A browser's FormData sends the JSON as a plain text field; a client may also label it JSON.
  const type = opts.jsonPart ? 'Content-Type: application/json\r\n' : '';
  const parts: Buffer[] = [
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="data"\r\n${type}\r\n`),
    Buffer.from(dataRaw ?? JSON.stringify(data), 'utf8'),
    Buffer.from('\r\n'),
  ];
  if (sheet) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="sheet"; filename="${sheet.name}"\r\nContent-Type: ${sheet.type}\r\n\r\n`,
      ),
      sheet.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat(parts),
  };
}

/** /api/v1/employees/{id}/{plural}[/{recordId}[/suffix]]. */
export function recordsUrl(
  instrument: AssessmentInstrument,
  employeeId: number,
  recordId?: number,
  suffix = '',
) {
  const base = `/api/v1/employees/${employeeId}/${ASSESSMENT_PATHS[instrument].plural}`;
  return recordId === undefined ? base : `${base}/${recordId}${suffix}`;
}

let seq = 0;
/** A person of the company (full-time unless told), to enter results for. */
export function assessedPerson(database: Database, companyId: number, employment_type = 'full_time') {
  seq += 1;
  return createPerson(database, companyId, {
    employee_id: `AS-${seq}-${Date.now() % 1e7}`,
    last_name: '受検',
    first_name: `次郎${seq}`,
    kana_last_name: 'ジュケン',
    kana_first_name: 'ジロウ',
    email: null,
    employment_type: employment_type as 'full_time',
  });
}
