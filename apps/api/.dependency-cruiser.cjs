/**
 * The API's layers point one way (docs/architecture.md, decision 50): the entry (`main.ts`, `server.ts`,
 * `app.ts`, `cli/`) uses the routes; the routes use the store and the services (`jobs/`, `mail/`, `webhooks/`,
 * `payments/`, …) with `http/` and `auth/` as their tools; everything rests on `domain/` and `db/`.
 * `depcruise` runs with the type check (`pnpm --filter @vela/api typecheck`), type-only imports included.
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
    {
      name: 'store-not-to-http-or-routes',
      severity: 'error',
      comment:
        'The store serves the routes, the jobs and the command line alike: what it needs from a request comes in as arguments, and the types it shares live in domain/.',
      from: { path: '^src/store/' },
      to: { path: '^src/(http|routes)/' },
    },
    {
      name: 'domain-not-upward',
      severity: 'error',
      comment: 'domain/ holds rules and shared types below every layer; it imports no layer above it.',
      from: { path: '^src/domain/' },
      to: { path: '^src/(store|routes|http|auth|jobs|mail|webhooks|payments|alerts|cli)/' },
    },
    {
      name: 'db-not-upward',
      severity: 'error',
      comment: 'db/ is the schema and the connection; it imports no layer above it.',
      from: { path: '^src/db/' },
      to: { path: '^src/(store|routes|http|auth|jobs|mail|webhooks|payments|alerts|cli)/' },
    },
    {
      name: 'routes-not-to-other-routes',
      severity: 'error',
      comment:
        "A resource's routes do not import another resource's: what both need lives below them (store/, http/, domain/).",
      from: { path: '^src/routes/([^/]+)/' },
      to: { path: '^src/routes/', pathNot: '^src/routes/$1/' },
    },
    {
      name: 'admin-screens-not-to-each-other',
      severity: 'error',
      comment:
        "Each of the dashboard's resources is a folder under routes/admin/ (its routes, handlers and index.ts); routes/admin/index.ts wires them, and what several answer with lives in admin-schemas.ts.",
      from: { path: '^src/routes/admin/([^/]+)', pathNot: '^src/routes/admin/index[.]ts$' },
      to: { path: '^src/routes/admin/', pathNot: '^src/routes/admin/($1/|admin-schemas[.]ts$)' },
    },
  ],
  options: {
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
