// The dashboard, loaded on demand: its chunk (the charts) is fetched when a home or the board shows it.
import { lazy, Suspense } from 'react';
import { PleaseWait } from '../ui/PleaseWait';
import type { DashboardProps } from './Dashboard';

const Dashboard = lazy(() => import('./Dashboard'));

export const LazyDashboard = (props: DashboardProps) => (
  <Suspense fallback={<PleaseWait />}>
    <Dashboard {...props} />
  </Suspense>
);
