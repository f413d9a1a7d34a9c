// The yard check's screens under an area (/dispatch/yardcheck, /driver/yardcheck/12).
export const YARD_CHECK_PATH = 'yardcheck';
