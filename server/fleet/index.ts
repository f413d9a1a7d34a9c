// Every /api/Fleet route; each file groups the calls of one area of the spec's call catalogue.
import type { RouteDef } from '../http/route.js';
import { authRoutes } from './authRoutes.js';
import { systemRoutes } from './systemRoutes.js';
import { userRoutes } from './userRoutes.js';

export const fleetRoutes: RouteDef[] = [...authRoutes, ...userRoutes, ...systemRoutes];
