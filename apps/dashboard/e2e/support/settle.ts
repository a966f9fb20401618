import { expect, type Page } from '@playwright/test';

/** Data and code the page has asked for and not yet received, counted from the first `settled` call on it. */
const inFlight = new WeakMap<Page, Map<number, string>>();

function requestsOf(page: Page): Map<number, string> {
  let pending = inFlight.get(page);
  if (!pending) {
    const started = new Map<number, string>();
    pending = started;
    let next = 0;
    const ids = new WeakMap<object, number>();
    const workerScripts = new Set<string>();
    page.on('request', (request) => {
      // What a screen waits for: its data and its code. The browser's own fetches (the favicon) are left out:
      // Chromium does not always report them finished.
      if (!['fetch', 'xhr', 'script'].includes(request.resourceType())) return;
      if (workerScripts.has(request.url())) return;
      next += 1;
      const id = next;
      ids.set(request, id);
      started.set(id, request.url());
    });
    const done = (request: object) => {
      const id = ids.get(request);
      if (id !== undefined) started.delete(id);
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    // A worker's own script (the captcha's proof of work) is never reported finished by Chromium, and the
    // screen does not wait for it: once the worker runs, its script is no longer counted.
    page.on('worker', (worker) => {
      workerScripts.add(worker.url());
      for (const [id, url] of started) if (url === worker.url()) started.delete(id);
    });
    inFlight.set(page, started);
  }
  return pending;
}

/** Starts counting the page's requests, so that a later `settled` also waits for those already sent. */
export function watchRequests(page: Page) {
  requestsOf(page);
}

/**
 * Waits until the screen has settled: no request of the page is in flight, no progress bar is shown,
 * and the browser has laid out and painted what the last answers brought, twice in a row. A busy machine only
 * makes this take longer; it never lets a check run against a screen that is still loading.
 */
export async function settled(page: Page) {
  const pending = requestsOf(page);
  const progress = page.locator('[role="progressbar"]:visible');
  await expect
    .poll(
      // What the screen still waits for, named, so that a screen that never settles says why.
      async () => {
        if (pending.size > 0) return `waiting for ${[...pending.values()].join(', ')}`;
        if ((await progress.count()) > 0) return `loading indicator shown on ${page.url()}`;
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        if (pending.size > 0) return `sent while painting: ${[...pending.values()].join(', ')}`;
        return (await progress.count()) === 0 ? 'settled' : 'loading again';
      },
      // A screen's chunk and data may take long on a machine shared with other suites; they do arrive.
      { intervals: [50, 100, 200, 400], timeout: 60_000 },
    )
    .toBe('settled');
}
