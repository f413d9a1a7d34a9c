// Every /api/Fleet route; each file groups the calls of one area of the spec's call catalogue.
// Hand-written routes come first; the maintenance calls generated from the schemas fill in the rest.
import type { RouteDef } from '../http/route.js';
import type { Registry } from '../schema/registry.js';
import { authRoutes } from './authRoutes.js';
import { maintenanceExtraRoutes } from './maintenanceExtraRoutes.js';
import { maintenanceRoutes } from './maintenanceRoutes.js';
import { schemaRoutes } from './schemaRoutes.js';
import { systemRoutes } from './systemRoutes.js';
import { userRoutes } from './userRoutes.js';

export function fleetRoutes(registry: Registry): RouteDef[] {
  const declared = [...authRoutes, ...userRoutes, ...systemRoutes, ...schemaRoutes, ...maintenanceExtraRoutes];
  return [...declared, ...maintenanceRoutes(registry, declared)];
}
