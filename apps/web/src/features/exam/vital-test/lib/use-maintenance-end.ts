import { useEffect, useRef } from 'react';
import { getMaintenanceMode } from '@/lib/maintenance-mode';

/** How often an examinee's page asks whether maintenance is over (tests shorten it). */
export const maintenancePoll = { ms: 15_000 };

/**
 * While `active`, asks the public maintenance flag every `intervalMs` and calls `onEnd` once it
 * is off, so the test resumes by itself. A failed check just waits for the next one: the examinee
 * may be offline too, and nothing is lost by asking again.
 */
export function useMaintenanceEnd(active: boolean, onEnd: () => void, intervalMs = maintenancePoll.ms) {
  const callback = useRef(onEnd);
  callback.current = onEnd;
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      try {
        const { maintenance_flag } = await getMaintenanceMode();
        if (stopped) return;
        if (!maintenance_flag) {
          callback.current();
          return;
        }
      } catch {
        if (stopped) return;
      }
      timer = setTimeout(check, intervalMs);
    };
    timer = setTimeout(check, intervalMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, intervalMs]);
}
