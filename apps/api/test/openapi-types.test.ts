import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import type { OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClientTypes, apiClientTypesCommand, apiClientTypesPath } from '../scripts/api-client-types.ts';
import { repoRoot } from '../src/paths.ts';
import { engines, startTestServer, type TestServer } from './harness.ts';

/**
 * The types `@vela/api-client` gives the dashboard and the site are generated from `/api/openapi.json`, which
 * the routes' own schemas make: the committed file must be what the description gives now, so a route whose
 * answer changes changes the front ends' types with it. PGlite only: the description does not depend on the
 * database.
 */

/** Where two texts part, as `line N: committed ≠ generated`, so the failure says what moved. */
function firstDifference(committed: string, generated: string): string {
  const left = committed.split('\n');
  const right = generated.split('\n');
  const line = left.findIndex((text, index) => text !== right[index]);
  const at = line === -1 ? left.length : line;
  return `line ${at + 1}: ${JSON.stringify(left[at] ?? '<end>')} ≠ ${JSON.stringify(right[at] ?? '<end>')}`;
}

describe("the API client's generated types", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engines[0] as (typeof engines)[number]);
  });
  afterAll(() => server?.stop());

  it('are what the description gives', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    const generated = await apiClientTypes((await response.json()) as OpenAPI3);
    const committed = await readFile(apiClientTypesPath, 'utf8').catch(() => '');
    const file = relative(repoRoot, apiClientTypesPath);
    expect(
      committed === generated,
      `${file} is out of date (${firstDifference(committed, generated)}): run \`${apiClientTypesCommand}\``,
    ).toBe(true);
  });
});
