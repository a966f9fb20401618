import { vi } from 'vitest';

/** A request the screen sent to the API. */
export interface ApiRequest {
  method: string;
  path: string;
  body: unknown;
}

/** An answer of the API: a JSON body (200), or a whole response (a refusal, say). */
type Answer = Response | object | null;

/** A refusal in the API's shape, `{error, code}`. */
export const refusal = (status: number, code: string) => Response.json({ error: code, code }, { status });

/**
 * The API for a component test, at its HTTP boundary: each `METHOD /path` answers as its handler says (given
 * the request's JSON body), any other is 404. Answers every request the screen sends, kept in order.
 */
export function stubApi(routes: Record<string, (body: unknown) => Answer | Promise<Answer>>): ApiRequest[] {
  const requests: ApiRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, body });
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler ? await handler(body) : refusal(404, 'not_found');
    return answer instanceof Response ? answer : Response.json(answer);
  });
  return requests;
}
