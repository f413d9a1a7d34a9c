// The detention report's answer (issue 32, POST /Detention and /Detention/Export), shared by the
// server that computes it (server/entities/gateVisit/detention.ts) and the screen that shows it
// (admin/src/entities/gateVisit/detention/): dwell = check-out or now − check-in, detention = dwell
// beyond the visit's free time, amount at its rate.

import type { DetentionReport } from './types.generated.js';

/** The longest range of check-in days one report covers (about three months). */
export const MAX_DETENTION_DAYS = 93;

/** One visit of the report (its answer's schema: schemas/api/detentionReport.schema.json). */
export type DetentionRow = DetentionReport['rows'][number];

/** A carrier's totals over every row of the report. */
export type CarrierTotal = DetentionReport['totals'][number];
