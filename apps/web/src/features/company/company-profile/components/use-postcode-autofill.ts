import { POSTCODE_PATTERN } from '@mirume/shared';
import { useEffect, useRef, useState } from 'react';
import { lookupPostcode } from '../api/lookup-postcode';

/**
 * Looks the address of a postcode up once it has 7 digits and hands it to `fill`. Only a postcode
 * the user changed is looked up (opening the form does not overwrite a stored address).
 */
export function usePostcodeAutofill(postcode: string | undefined, fill: (address: string) => void) {
  const initial = useRef(postcode);
  const fillRef = useRef(fill);
  fillRef.current = fill;
  const [status, setStatus] = useState<'idle' | 'filled' | 'not_found'>('idle');

  useEffect(() => {
    const code = postcode?.trim() ?? '';
    if (code === initial.current || !POSTCODE_PATTERN.test(code)) {
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    lookupPostcode(code, controller.signal)
      .then(({ data }) => {
        fillRef.current(`${data.prefecture}${data.city}${data.town}`);
        setStatus('filled');
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus('not_found');
      });
    return () => controller.abort();
  }, [postcode]);

  return status;
}
