import type { TDeviceFacts } from '@mirume/shared';
import type { InputMode } from './block-guide';
import { currentEnvironment, detectDevice } from './detect-device';

/**
 * How the instructions tell the examinee to answer: keys on a PC, taps on phones and tablets.
 * Both always work; this only picks the wording. Without measured facts (after a reload) the
 * browser is asked again.
 */
export function inputModeOf(facts: TDeviceFacts | null): InputMode {
  const device = facts?.device ?? detectDevice(currentEnvironment()).device;
  return device === 'pc' ? 'keys' : 'touch';
}
