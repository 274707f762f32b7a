import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { setUnderMaintenance } from '@/lib/maintenance-store';
import { quickerStyleRuleMatching } from './jsdom-style-rules';

// Lazy pages are compiled on first import; under a parallel run that can take more than a second.
configure({ asyncUtilTimeout: 5000 });

quickerStyleRuleMatching(document);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  setUnderMaintenance(false);
  configureApiClient({ baseUrl: '', navigate: () => {} });
});
