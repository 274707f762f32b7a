import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { configureApiClient } from './lib/api-client';
import { installPreloadErrorReload } from './lib/chunk-reload';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
const router = createAppRouter();

// After a 401 or 450 the api-client moves within the SPA instead of reloading the whole app.
configureApiClient({ navigate: (to) => void router.navigate(to, { replace: true }) });
installPreloadErrorReload();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
