// Import circles are refused among non-test source files, type-only imports included (ADR 0030), and
// among the source folders of apps/*/src and their module and feature folders (ADR 0055).
// `npm run lint` runs this: depcruise apps packages scripts bench
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle hides which way the code depends (docs/architecture.md, "Layers"). Move the shared type down.',
      from: { pathNot: '\\.test\\.tsx?$' },
      to: { circular: true, viaOnly: { pathNot: '\\.test\\.tsx?$' } },
    },
    {
      name: 'no-circular-folders',
      severity: 'error',
      scope: 'folder',
      comment:
        'Folders import one way, as files do: a two-way pair (or a longer circle) of source, module or feature folders is a circle too ' +
        '(docs/development.md#conventions). Move what both need down into a folder of its own.',
      from: { path: '^apps/(server/src|server/src/modules|web/src|web/src/features)/[^/]+$' },
      to: { circular: true, path: '^apps/(server/src|server/src/modules|web/src|web/src/features)/[^/]+$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '\\.test\\.tsx?$', '(^|/)apps/server/src/test/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    skipAnalysisNotInRules: true,
  },
};
