/**
 * No module of the dashboard reaches itself through its imports, type-only ones included: what two modules
 * share lives below both (decision 50 states the API's layers; this is the rule every app keeps). `depcruise`
 * runs with the type check (`pnpm --filter @vela/dashboard typecheck`).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module may not reach itself through its imports, type-only ones included.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^src/',
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
