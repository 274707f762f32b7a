/**
 * Query keys of a person's third-party assessment results. Everything about one person starts with
 * `assessmentsKey(employeeId)`, so a write (here, on the entry pages or by a reading job) refreshes
 * the person's sections, the history and the trends with one invalidation.
 */
import type { AssessmentInstrument } from '@mirume/shared';

export const assessmentsKey = (employeeId: number) => ['assessments', employeeId] as const;

export const assessmentListKey = (employeeId: number, instrument: AssessmentInstrument) =>
  [...assessmentsKey(employeeId), instrument, 'list'] as const;

export const musashinoEnergizerKey = (employeeId: number) =>
  [...assessmentsKey(employeeId), 'musashino_energizer'] as const;
