import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { setUnderMaintenance } from '@/lib/maintenance-store';
import { quickerLabelControl } from './jsdom-label-control';
import { indexedStyleRules, quickerStyleRuleMatching } from './jsdom-style-rules';

// How long a findBy/waitFor waits. A page's first render in a file imports and compiles its lazy
// modules; beside the API tests and the end-to-end journeys of `npm test`, on two cores, that took
// more than 5 s (decision 0033). A test that passes is not slowed by a longer limit.
configure({ asyncUtilTimeout: 20_000 });

quickerStyleRuleMatching(document);
indexedStyleRules(document);
quickerLabelControl(document);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  setUnderMaintenance(false);
  configureApiClient({ baseUrl: '', navigate: () => {} });
});
