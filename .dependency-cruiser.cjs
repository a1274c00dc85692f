// Import circles are refused among non-test source files, type-only imports included (ADR 0030).
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
