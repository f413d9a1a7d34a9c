// The door schedule under an area (/dispatch/schedule, /site/schedule), for the module's route and
// menu entry and for whatever links to a site's day (?site=<id>&day=YYYY-MM-DD).
export const SCHEDULE_PATH = 'schedule';
