// Import rules, checked by `npm run deps` (part of `npm run lint`, so of `npm test`) with
// dependency-cruiser; docs/ARCHITECTURE.md "Import rules". This file: no import cycle among the
// modules that run, in server/, admin/src/ and schemas/. The graph is the one that runs: imports
// that TypeScript erases (`import type`, or names used only as types) are left out
// (tsPreCompilationDeps: false), lazy import()s are in. The layer rules, which count type imports
// too, are in .dependency-cruiser-layers.mjs.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-runtime-cycle',
      severity: 'error',
      comment:
        'A module that ends up importing itself: which of them runs first depends on who imports the cycle first, and a ' +
        'name read before its module ran is undefined. Move what both need to a module of its own, or hand it down ' +
        '(a parameter, the AppContext, a React context).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'resolvable',
      severity: 'error',
      comment: 'An import the checker cannot follow leaves a hole in the graph, where a cycle could hide.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
