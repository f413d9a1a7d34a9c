// A user's start page (the one saved in Profile when the user may open it, else the type's home) as
// the login and the screens find it. Reckoning it takes the route table (routes.ts startRouteFor),
// and the table holds those very screens, so App.tsx hands it down — to the screens through this
// context, to the authProvider as it makes it — and no screen imports the table it is in.
import { createContext, useContext } from 'react';
import type { User } from '../../../schemas/types.generated';

export type StartRoute = (user: Pick<User, 'type' | 'settings'>) => string;

export const StartRouteContext = createContext<StartRoute | null>(null);

export function useStartRoute(): StartRoute {
  const startRoute = useContext(StartRouteContext);
  if (!startRoute) throw new Error('useStartRoute: no StartRouteContext above (App.tsx gives it)');
  return startRoute;
}
