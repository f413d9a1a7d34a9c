// Import rules, checked by `npm run deps` with dependency-cruiser (docs/ARCHITECTURE.md "Import
// rules"): what a layer of the server may import. Type imports count here (tsPreCompilationDeps:
// true): a layer that names a type of a layer above it depends on it all the same. The rule against
// import cycles is in .dependency-cruiser.mjs.
import base from './.dependency-cruiser.mjs';

/** The layers below the features: they know an entity, the account or a feature only through what is handed to them. */
const LOWER = '^server/(db|engine|access|http|live|logging|mail|process|security)/|^server/(context|errors|jobs)[.]ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'db-at-the-bottom',
      severity: 'error',
      comment:
        'server/db/ depends on nothing above it: give it a type of its own (db/log.ts, db/tableDesc.ts) rather than ' +
        "import one from the engine or the context. Only the process's two leaf helpers (no imports of their own) are shared.",
      from: { path: '^server/db/' },
      to: {
        path: '^(server|schemas|admin|scripts|tests)/',
        pathNot: ['^server/db/', '^server/process/(fileModes|startupError)[.]ts$'],
      },
    },
    {
      name: 'process-leaves-stay-leaves',
      severity: 'error',
      comment: 'server/db/ may use these two because they import nothing of the app; keep it so.',
      from: { path: '^server/process/(fileModes|startupError)[.]ts$' },
      to: { path: '^(server|schemas)/' },
    },
    {
      name: 'lower-layers-below-features',
      severity: 'error',
      comment:
        'The engine, access, http, live and the other lower layers never import the account, an entity module, a ' +
        'feature (dashboard, yard), the fleet assembly, the seed or the app: what they need of them comes through the ' +
        'registry, the entity modules map or the AppContext (ctx.authenticate is the account).',
      // http/routeMap.ts is the route map of `npm run routes`: it reads the whole app's routes (app.ts) by design.
      from: { path: LOWER, pathNot: '^server/http/routeMap[.]ts$' },
      to: { path: '^server/(account|entities|dashboard|yard|fleet|seed)/|^server/(app|boot|start)[.]ts$' },
    },
    base.forbidden.find((rule) => rule.name === 'resolvable'),
  ],
  options: { ...base.options, tsPreCompilationDeps: true },
};
