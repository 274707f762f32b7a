import { RESULT_MESSAGES, type ResultMessageCode } from '@mirume/shared';
import { createContext } from 'react';

export type SnackbarSeverity = 'success' | 'info' | 'warning' | 'error';

export interface SnackbarMessage {
  message: string;
  severity: SnackbarSeverity;
}

/** A result-message code of spec §8 ('update' → '編集しました。') or a message of its own. */
export type SnackbarInput = ResultMessageCode | { message: string; severity?: SnackbarSeverity };

export interface SnackbarApi {
  show(input: SnackbarInput): void;
}

export const SnackbarContext = createContext<SnackbarApi | null>(null);

export function toSnackbarMessage(input: SnackbarInput): SnackbarMessage {
  if (typeof input === 'string') {
    return { message: RESULT_MESSAGES[input], severity: input === 'error' ? 'error' : 'success' };
  }
  return { message: input.message, severity: input.severity ?? 'success' };
}
