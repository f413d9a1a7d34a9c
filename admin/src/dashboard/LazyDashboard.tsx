// The dashboard, loaded on demand: its chunk (the charts) is fetched when a home or the board shows it.
import { lazy, Suspense, type ReactNode } from 'react';
import { PleaseWait } from '../ui/PleaseWait';
import type { DashboardProps } from './Dashboard';

const Dashboard = lazy(() => import('./Dashboard'));

/** `fallback`: what shows while the chunk loads (the board keeps its cards' room: CardsPlaceholder). */
export const LazyDashboard = ({ fallback = <PleaseWait />, ...props }: DashboardProps & { fallback?: ReactNode }) => (
  <Suspense fallback={fallback}>
    <Dashboard {...props} />
  </Suspense>
);
