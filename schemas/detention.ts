// The detention report's answer (issue 32, POST /Detention and /Detention/Export), shared by the
// server that computes it (server/entities/gateVisit/detention.ts) and the screen that shows it
// (admin/src/entities/gateVisit/detention/): dwell = check-out or now − check-in, detention = dwell
// beyond the visit's free time, amount at its rate.

/** The longest range of check-in days one report covers (about three months). */
export const MAX_DETENTION_DAYS = 93;

/** One visit of the report. */
export interface DetentionRow {
  id: number;
  carrierId: number;
  carrierName: string;
  unitId: string;
  siteId: number;
  siteName: string;
  checkInDate: string;
  checkOutDate: string | null;
  dwellMinutes: number;
  freeMinutes: number;
  detentionMinutes: number;
  detentionRate: number | null;
  amount: number | null;
}

/** A carrier's totals over every row of the report. */
export interface CarrierTotal {
  carrierId: number;
  carrierName: string;
  visits: number;
  detentionMinutes: number;
  amount: number | null;
}
