// What each dashboard card answers (RouteDef.answer), as the figures shape it: every key always
// present, counts as integers (converted in JavaScript, so PostgreSQL's bigint never shows as text).
import type { JsonSchema } from '../engine/registry.js';
import { OPEN_STAGES } from './missionFigures.js';

const INT: JsonSchema = { type: 'integer' };
const TEXT: JsonSchema = { type: 'string' };
const DAY: JsonSchema = { type: 'string', format: 'date' };

/** A closed object: these keys, all of them present. */
const record = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
});
const list = (items: JsonSchema): JsonSchema => ({ type: 'array', items });

const DAYS = { ...list(DAY), description: 'The days, oldest first, in the caller’s zone.' };

export const MOVES_PER_DAY = record({ days: DAYS, series: list(record({ siteId: INT, site: TEXT, counts: list(INT) })) });
export const WAITS = record({
  locations: list(
    record({
      locationId: INT,
      location: TEXT,
      siteId: INT,
      waits: INT,
      averageMinutes: { type: 'number' },
      p90Minutes: { type: 'number' },
    }),
  ),
});
export const MISSION_STAGES = record({ stages: list(record({ stage: { type: 'integer', enum: OPEN_STAGES }, count: INT })) });
export const ASSET_STATUSES = record({ statuses: list(record({ statusId: INT, status: TEXT, count: INT })) });
export const REPAIRS = record({ severities: list(record({ severityId: INT, severity: TEXT, sort: INT, count: INT })) });
export const DRIVER_MOVES = record({
  weekStart: { ...DAY, description: 'The Monday the week began, in the caller’s zone.' },
  drivers: list(record({ driverId: { type: ['integer', 'null'] }, driver: TEXT, count: INT })),
});
export const DETENTION = record({
  now: { type: 'string', format: 'date-time' },
  carriers: list(
    record({
      carrierId: INT,
      carrierName: TEXT,
      inYard: INT,
      overdue: INT,
      detentionMinutes: INT,
      amount: { type: ['number', 'null'], description: 'At the visits’ rates, to the cent; null when none has a rate.' },
    }),
  ),
});
export const ARRIVALS = record({ carriers: list(record({ carrierId: INT, carrierName: TEXT, onTime: INT, late: INT, noShow: INT })) });
export const DOOR_USE = record({
  days: DAYS,
  doors: INT,
  appointments: list(INT),
  bookedMinutes: list(INT),
  usePercent: { ...list({ type: ['number', 'null'] }), description: 'Per day, to a tenth; null when the sites have no dock door.' },
});
