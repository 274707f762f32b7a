/**
 * Which keys answer which block. Keys are matched on `KeyboardEvent.code` (the physical key), so a
 * Japanese IME, Caps Lock or a non-QWERTY layout setting does not change the answer keys.
 *
 * simple / gonogo: the space bar. choice4 / pressure: the four boxes from left to right are
 * D F J K (two fingers of each hand on the home row), and also ← ↓ ↑ → (the usual four-lane
 * order of rhythm games) and 1 2 3 4 on the number row or the numeric keypad.
 */
import type { BlockKind } from '@mirume/shared';

export const SPACE_CODE = 'Space';

/** Box labels shown under the four boxes on a keyboard device. */
export const BOX_KEY_LABELS = ['D', 'F', 'J', 'K'] as const;

const CHOICE_CODES: Readonly<Record<string, number>> = {
  KeyD: 0,
  KeyF: 1,
  KeyJ: 2,
  KeyK: 3,
  ArrowLeft: 0,
  ArrowDown: 1,
  ArrowUp: 2,
  ArrowRight: 3,
  Digit1: 0,
  Digit2: 1,
  Digit3: 2,
  Digit4: 3,
  Numpad1: 0,
  Numpad2: 1,
  Numpad3: 2,
  Numpad4: 3,
};

/** Whether blocks of this kind answer with one of four boxes. */
export function isChoiceKind(kind: BlockKind): boolean {
  return kind === 'choice4' || kind === 'pressure';
}

/**
 * What a key means in a block: `undefined` when the key does not answer it (ignored entirely),
 * `null` for the single response key of simple / gonogo, else the box 0–3.
 */
export function keyChoice(kind: BlockKind, code: string): number | null | undefined {
  if (isChoiceKind(kind)) return CHOICE_CODES[code];
  return code === SPACE_CODE ? null : undefined;
}
