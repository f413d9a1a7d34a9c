import type { ReactNode } from 'react';
import { AppLayout } from '../layout/AppLayout';
import { SchemaProvider } from './SchemaProvider';

/** Every shell, with the entity schemas of the logged-in user at hand (x-menu entries, generated screens). */
export const SchemaLayout = ({ children }: { children: ReactNode }) => (
  <SchemaProvider>
    <AppLayout>{children}</AppLayout>
  </SchemaProvider>
);
