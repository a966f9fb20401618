import { appendFileSync } from 'node:fs';
import { afterAll, afterEach } from 'vitest';
import { Contract, type Description } from './contract.ts';

/**
 * Every answer an API test receives is checked against the description of the server that gave it (set up for
 * every test file by `vitest.config.ts`): `fetch` is wrapped, and a test during which an answer broke the
 * contract fails, with what was wrong. Only the API's own answers are checked (paths under `/api/` carrying the
 * `X-Request-Id` every API answer has), not those of the third parties' doubles; `/api/dev/*` is left out, as
 * it exists only outside production and is no part of the contract, and so are CORS preflights.
 */

// The files of one worker share their modules (`isolate: false`) and each runs this setup: each wraps the
// platform's own fetch, kept aside by the first, never the wrapper of the file before it.
const platformFetch = Symbol.for('vela.test.platformFetch');
const kept = globalThis as typeof globalThis & { [platformFetch]?: typeof fetch };
kept[platformFetch] ??= globalThis.fetch;
const realFetch = kept[platformFetch];
const contracts = new Map<string, Promise<Contract | null>>();
// Servers of every file answer with the same description, mostly: its validators, compiled on first use, are
// kept with it for the worker's later files rather than compiled again for each server.
const compiled = Symbol.for('vela.test.compiledContracts');
const keptContracts = globalThis as typeof globalThis & { [compiled]?: Map<string, Contract> };
keptContracts[compiled] ??= new Map<string, Contract>();
const byDescription = keptContracts[compiled];

function contractOf(text: string): Contract {
  let contract = byDescription.get(text);
  if (!contract) {
    contract = new Contract(JSON.parse(text) as Description);
    byDescription.set(text, contract);
  }
  return contract;
}
const problems: string[] = [];
/** Where every problem is also written, for a run over the whole suite (`CONTRACT_LOG=/tmp/contract.txt`). */
const log = process.env.CONTRACT_LOG;

function contractAt(origin: string) {
  let contract = contracts.get(origin);
  if (!contract) {
    contract = realFetch(`${origin}/api/openapi.json`)
      .then(async (response) => (response.ok ? contractOf(await response.text()) : null))
      .catch(() => null);
    contracts.set(origin, contract);
  }
  return contract;
}

function requestOf(input: string | URL | Request, init?: RequestInit) {
  const url = new URL(input instanceof Request ? input.url : input);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  return { url, method };
}

const checkedFetch: typeof fetch = async (input, init) => {
  const response = await realFetch(input, init);
  const { url, method } = requestOf(input, init);
  if (
    // A CORS preflight is answered by the CORS middleware for every path: no operation of the description.
    method === 'OPTIONS' ||
    !url.pathname.startsWith('/api/') ||
    url.pathname.startsWith('/api/dev/') ||
    !response.headers.has('x-request-id')
  ) {
    return response;
  }
  const contract = await contractAt(url.origin);
  if (!contract) return response;
  const body =
    method === 'HEAD' || response.body === null ? null : new Uint8Array(await response.clone().arrayBuffer());
  const found = contract.check({
    method,
    path: `${url.pathname}${url.search}`,
    status: response.status,
    headers: response.headers,
    body,
  });
  if (found.length > 0) {
    problems.push(...found);
    if (log) appendFileSync(log, `${found.join('\n')}\n`);
  }
  return response;
};

globalThis.fetch = checkedFetch;

afterEach(() => {
  if (problems.length === 0) return;
  const found = problems.splice(0);
  throw new Error(`Answers that break the API's description:\n${[...new Set(found)].join('\n')}`);
});

afterAll(() => {
  if (globalThis.fetch !== checkedFetch) {
    throw new Error(
      'fetch was replaced during this file: its answers were not checked against the description',
    );
  }
});
