// Writes packages/api-client/src/generated/openapi.ts from the API's own description: starts the API on a
// throwaway PGlite database, reads `/api/openapi.json`, generates the types and stops the server.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import type { OpenAPI3 } from 'openapi-typescript';
import { repoRoot } from '../src/paths.ts';
import { engines, startTestServer } from '../test/harness.ts';
import { apiClientTypes, apiClientTypesPath } from './api-client-types.ts';

const pglite = engines.find((engine) => engine.name === 'pglite');
if (!pglite) throw new Error('No PGlite engine');

const server = await startTestServer(pglite);
try {
  const response = await fetch(`${server.url}/api/openapi.json`);
  if (!response.ok) throw new Error(`/api/openapi.json answered ${response.status}`);
  const text = await apiClientTypes((await response.json()) as OpenAPI3);
  await mkdir(dirname(apiClientTypesPath), { recursive: true });
  await writeFile(apiClientTypesPath, text);
  process.stdout.write(`Wrote ${relative(repoRoot, apiClientTypesPath)}\n`);
} finally {
  await server.stop();
}
