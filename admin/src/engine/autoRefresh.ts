// Kept apart from the list screens that use it: the driver's screen reads it too, and importing it
// from FilterScreenList.tsx brought that screen's chunk (the column chooser, the filter chips) to
// the driver's phone with it.

/** Operational lists reload every minute (operations §9). */
export const AUTO_REFRESH_MS = 60_000;
