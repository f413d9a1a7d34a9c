// The one query cache of the admin, given to react-admin (App.tsx) and reachable outside React, so
// that the shell can start the first screen's reads before React has rendered (bootLoads.ts).
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient();
