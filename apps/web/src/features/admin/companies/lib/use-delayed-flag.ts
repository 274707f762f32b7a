import { useEffect, useState } from 'react';

/** Shows a progress bar only when a refetch takes longer than a blink. */
export function useDelayedFlag(flag: boolean, delayMs: number) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return shown;
}
