import { expect, type Page } from '@playwright/test';

/** Data and code the page has asked for and not yet received, and who waits for none to be left. */
interface InFlight {
  started: Map<number, string>;
  drained: Set<() => void>;
}

/** The requests in flight of each page, counted from the first `settled` call on it. */
const inFlight = new WeakMap<Page, InFlight>();

function requestsOf(page: Page): InFlight {
  let pending = inFlight.get(page);
  if (!pending) {
    const tracked: InFlight = { started: new Map(), drained: new Set() };
    const { started, drained } = tracked;
    pending = tracked;
    let next = 0;
    const ids = new WeakMap<object, number>();
    const workerScripts = new Set<string>();
    const forget = (id: number) => {
      started.delete(id);
      if (started.size > 0) return;
      for (const resolve of drained) resolve();
      drained.clear();
    };
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
      if (id !== undefined) forget(id);
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    // A worker's own script (the captcha's proof of work) is never reported finished by Chromium, and the
    // screen does not wait for it: once the worker runs, its script is no longer counted.
    page.on('worker', (worker) => {
      workerScripts.add(worker.url());
      for (const [id, url] of started) if (url === worker.url()) forget(id);
    });
    inFlight.set(page, tracked);
  }
  return pending;
}

/** Starts counting the page's requests, so that a later `settled` also waits for those already sent. */
export function watchRequests(page: Page) {
  requestsOf(page);
}

/** Resolves once no request of the page is in flight, or after `ms`, whichever comes first. */
function drained({ started, drained: waiters }: InFlight, ms: number): Promise<void> {
  if (started.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(finish, ms);
    function finish() {
      clearTimeout(timer);
      waiters.delete(finish);
      resolve();
    }
    waiters.add(finish);
  });
}

/**
 * Whether a loading indicator is drawn once the browser has laid out and painted what the last answers brought,
 * twice in a row: drawn as Playwright counts it, with a box and not hidden.
 */
function loadingShownAfterPainting() {
  return new Promise<boolean>((resolve) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        resolve(
          [...document.querySelectorAll('[role="progressbar"]')].some((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
          }),
        ),
      ),
    ),
  );
}

/**
 * Waits until the screen has settled: no request of the page is in flight, and once the browser has laid out and
 * painted what the last answers brought, twice in a row, still none is and no loading indicator is shown. It
 * waits for the last answer as it comes, not by polling. A busy machine only makes this take longer; it never
 * lets a check run against a screen that is still loading.
 */
export async function settled(page: Page) {
  const pending = requestsOf(page);
  await expect
    .poll(
      // What the screen still waits for, named, so that a screen that never settles says why.
      async () => {
        await drained(pending, 5_000);
        if (pending.started.size > 0) return `waiting for ${[...pending.started.values()].join(', ')}`;
        const loading = await page.evaluate(loadingShownAfterPainting);
        if (pending.started.size > 0)
          return `sent while painting: ${[...pending.started.values()].join(', ')}`;
        return loading ? `loading indicator shown on ${page.url()}` : 'settled';
      },
      // A screen's chunk and data may take long on a machine shared with other suites; they do arrive.
      { intervals: [25, 50, 100, 200], timeout: 60_000 },
    )
    .toBe('settled');
}
