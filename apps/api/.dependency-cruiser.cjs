/**
 * The API's layers point one way (docs/architecture.md, decision 50): the entry (`main.ts`, `server.ts`,
 * `app.ts` with `openapi-document.ts`, `cli/`) uses the routes; the routes use the store and the services
 * (`jobs/`, `mail/`, `webhooks/`, `payments/`, `alerts/`, …) with `http/` and `auth/` as their tools; the store
 * alone speaks SQL; everything rests on `domain/` and `db/`. `depcruise` runs with the type check
 * (`pnpm --filter @vela/api typecheck`), type-only imports included.
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
      name: 'sql-only-in-store',
      severity: 'error',
      comment:
        "Queries live in store/, one function per operation with typed arguments and results (a change of several writes is one function with one transaction). Only store/ and db/ import the schema or drizzle-orm, and two exceptions: seed/, which writes the demo and scale data, and auth/auth.ts with auth/auth.cli.ts, which hand the schema to better-auth's drizzle adapter.",
      from: { path: '^src/', pathNot: '^src/(store|db|seed)/|^src/auth/auth([.]cli)?[.]ts$' },
      to: { path: '^src/db/schema[.]ts$|node_modules/drizzle-orm/' },
    },
    {
      name: 'store-not-to-jobs',
      severity: 'error',
      comment:
        "jobs/ runs the store's work on a schedule, so the store does not import it: a store function adds its job with `enqueueJob` of store/jobs.ts, in its own transaction.",
      from: { path: '^src/store/' },
      to: { path: '^src/jobs/' },
    },
    {
      name: 'http-not-to-routes',
      severity: 'error',
      comment:
        "http/ is the routes' toolbox: what it shares with a resource (the integration call's request variable) lives in http/, and what needs every router (the OpenAPI document) sits beside app.ts.",
      from: { path: '^src/http/' },
      to: { path: '^src/routes/' },
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
    // drizzle-orm is in the graph only for sql-only-in-store; no other package is.
    includeOnly: '^src/|node_modules/drizzle-orm/',
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
