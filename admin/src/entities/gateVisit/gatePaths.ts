// The gate's screens under an area (/dispatch/gate, /site/detention), for the module's routes and
// for the screens that link to them (the dashboard's detention card).
export const GATE_PATH = 'gate';
export const DETENTION_PATH = 'detention';
