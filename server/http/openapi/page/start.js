// Shows the API's description (/api/openapi.json) with Scalar's viewer (viewer.js). A file of its
// own, not an inline script: the Content-Security-Policy runs scripts from this origin only. The
// viewer's fonts are the browser's own (no font host); its "try it" client and its AI agent are
// off: both would call Scalar's servers, which the policy refuses, and the client's calls would carry
// no session.
/* global Scalar, window */
// not #api-reference: the bundle mounts an element of that id by itself, without this configuration
Scalar.createApiReference('#reference', {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  hideClientButton: true,
  hideTestRequestButton: true,
  agent: { disabled: true },
  // its toolbar (configure, share, deploy) is Scalar's own service, shown on localhost by default
  showDeveloperTools: 'never',
  darkMode: window.matchMedia('(prefers-color-scheme: dark)').matches,
  metaData: { title: 'Yardmaster API' },
});
