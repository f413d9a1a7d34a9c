// Shows the API's description (/api/openapi.json) with Scalar's viewer (viewer.js). A file of its
// own, not an inline script: the Content-Security-Policy runs scripts from this origin only. The
// viewer's fonts are the browser's own (no font host), and its "try it" client is off: a call it
// sent would carry no session and go to a proxy outside, which the policy refuses anyway.
/* global Scalar, window */
Scalar.createApiReference('#api-reference', {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  hideClientButton: true,
  hideTestRequestButton: true,
  darkMode: window.matchMedia('(prefers-color-scheme: dark)').matches,
  metaData: { title: 'Yardmaster API' },
});
