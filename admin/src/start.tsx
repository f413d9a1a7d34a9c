import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { startBootLoads } from './bootLoads';

/** Starts the shell in `container`: at once (main.tsx), or after a login on the login page's own first load. */
export function startApp(container: HTMLElement) {
  startBootLoads();
  // A browser router (not react-admin's default hash router) so every spec path is a real URL that
  // the server's SPA fallback can answer after a reload.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}
