import { expect, type Page, test } from '@playwright/test';
import { type LocaleInfo, locales } from '@vela/locales';
import { type demoAccounts, signInAsDemo } from './accounts.ts';
import { type Violations, wcagViolations } from './axe.ts';
import { englishLeftTexts } from './english-left.ts';
import { signInAsOperator } from './operator.ts';
import { receiver } from './receiver.ts';
import { onRowOfScreen } from './rows.ts';
import { settled, watchRequests } from './settle.ts';

/**
 * The walk of every screen: every screen a role reaches from its menu, the create form and the first record's
 * page and edit form of each list, the account's sections, and the pages of records with long data (a ticket
 * with an attachment, a webhook delivery), in all ten languages on a phone and in English, German (long words)
 * and Arabic (right to left) on a desktop as well. A screen fails if its document is wider than the window (a
 * person would have to scroll the whole page sideways), or if it shows a placeholder, a key, a raw code, an
 * identifier that is not isolated, English left in another language, or a tab title without its name; and,
 * scanned with axe in English and Arabic on a desktop, if it has a WCAG 2.2 A/AA violation.
 */

export const viewports = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
/** The languages also measured on a desktop: English, long German words, and Arabic's right to left. */
const desktopLanguages: readonly string[] = ['en', 'de', 'ar'];
/** The languages each screen is scanned with axe in, on a desktop: left to right and right to left. */
const scannedLanguages: readonly string[] = ['en', 'ar'];

// Long data of the kind that widened screens: no place to break in a name, subject or host.
const longWord = (prefix: string, length: number) => `${prefix}${'x'.repeat(length - prefix.length)}`;
const longHost = `http://${'a'.repeat(63)}.${'b'.repeat(63)}.example.com`;

interface LongRecords {
  paths: string[];
}

/** A TV registered as the app does, until its id starts with a digit (as many real MAC addresses do). */
export async function registerDigitFirstDevice(page: Page) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const registered = await page.request.post('/api/app/register', { data: { device_brand: 'Fit TV' } });
    expect(registered.status()).toBe(201);
    const tv = (await registered.json()) as { deviceid: string; device_key: string };
    if (/^\d/.test(tv.deviceid)) return tv;
  }
  throw new Error('no device id starting with a digit in 40 registrations');
}

/** A digit-first TV, claimed by the signed-in person. */
export async function claimDigitFirstDevice(page: Page) {
  const tv = await registerDigitFirstDevice(page);
  const claimed = await page.request.post('/api/admin/devices/claim', {
    data: { deviceid: tv.deviceid, device_key: tv.device_key },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(claimed.status()).toBe(200);
  return tv;
}

/** Creates, as the signed-in person, records whose texts have no place to break; returns their pages. */
async function createLongRecords(
  page: Page,
  role: keyof typeof demoAccounts,
  webhookUrl: string,
): Promise<LongRecords> {
  const headers = { origin: new URL(page.url()).origin };
  const paths: string[] = [];
  const tv = await claimDigitFirstDevice(page);
  paths.push(`/dashboard/devices/${encodeURIComponent(tv.deviceid)}/show`);

  const playlist = await page.request.post('/api/admin/playlists', {
    data: {
      deviceid: tv.deviceid,
      playlistName: longWord('Playlist', 100),
      playlistFormat: 'm3u',
      m3uUrl: `${longHost}/get.php?username=${longWord('user', 60)}&password=secret`,
      hide_playlist_info: false,
      epg_url: `${longHost}/xmltv.php?username=${longWord('user', 60)}&password=secret`,
    },
    headers,
  });
  expect(playlist.status()).toBe(201);
  const { id: playlistId } = (await playlist.json()) as { id: string | number };
  paths.push(`/dashboard/playlists/${encodeURIComponent(String(playlistId))}`);

  const ticket = await page.request.post('/api/admin/tickets', {
    data: { subject: longWord('Subject', 200), content: longWord('Content', 400) },
    headers,
  });
  expect(ticket.status()).toBe(201);
  const { id: ticketId } = (await ticket.json()) as { id: string };
  paths.push(`/dashboard/tickets/${encodeURIComponent(ticketId)}/show`);
  // The ticket's first message carries a file, whose long name has no place to break either.
  const messages = await page.request.get(`/api/admin/tickets/${encodeURIComponent(ticketId)}/messages`);
  const [first] = (await messages.json()) as { id: string | number }[];
  const attached = await page.request.post(
    `/api/admin/tickets/${encodeURIComponent(ticketId)}/messages/${encodeURIComponent(String(first?.id))}/attachments?name=${encodeURIComponent(`${longWord('screenshot', 120)}.txt`)}`,
    {
      data: Buffer.from('The picture stops after a few seconds.\n'),
      headers: { ...headers, 'content-type': 'application/octet-stream' },
    },
  );
  expect(attached.status(), await attached.text()).toBe(201);

  if (role !== 'customer') {
    const key = await page.request.post('/api/admin/api-keys', {
      data: { name: longWord('Key', 100) },
      headers,
    });
    expect(key.status()).toBe(201);
    const entry = await page.request.post('/api/admin/whitelist', {
      data: { host: longHost, backup_host: `https://${'c'.repeat(63)}.${'d'.repeat(63)}.example.net` },
      headers,
    });
    expect(entry.status()).toBe(201);
    const { id: entryId } = (await entry.json()) as { id: string | number };
    paths.push(`/dashboard/whitelist/${encodeURIComponent(String(entryId))}`);
    // A webhook endpoint with a delivery in its log: the log's status, time and event id are read too.
    const endpoint = await page.request.post('/api/admin/webhooks', {
      data: { url: webhookUrl, event_types: ['playlist.added', 'device.claimed'] },
      headers,
    });
    expect(endpoint.status(), await endpoint.text()).toBe(201);
    const { id: endpointId } = (await endpoint.json()) as { id: string };
    const sent = await page.request.post(`/api/admin/webhooks/${encodeURIComponent(endpointId)}/test`, {
      data: {},
      headers,
    });
    expect(sent.status(), await sent.text()).toBeLessThan(300);
    paths.push(`/dashboard/webhooks/${encodeURIComponent(endpointId)}/show`);
  }

  if (role === 'reseller') {
    // An activation of the TV, paid with the demo reseller's credits, with a note that has no place to break.
    const activation = await page.request.post('/api/admin/activations', {
      data: { device_id: tv.deviceid, tier: 'premium', note: longWord('Note', 500) },
      headers,
    });
    expect(activation.status(), await activation.text()).toBe(201);
    const { id: activationId } = (await activation.json()) as { id: string };
    paths.push(`/dashboard/activations/${encodeURIComponent(activationId)}/show`);
  }
  return { paths };
}

/** Opens a dashboard address inside the running app, as its own links do, and waits for it to settle. */
async function open(page: Page, path: string) {
  await rememberDrawn(page);
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // A list may add its default filter and sort to the address: the screen is reached all the same.
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return path.includes('?') ? url.pathname + url.search : url.pathname;
    })
    .toBe(path);
  await drawnAnew(page);
}

interface WithDrawn {
  drawnBefore?: WeakSet<Element>;
}

/** Remembers what the screen has drawn so far, to tell the next screen's drawing from the one it replaces. */
async function rememberDrawn(page: Page) {
  await page.evaluate(() => {
    (window as Window & WithDrawn).drawnBefore = new WeakSet(document.querySelectorAll('#main-content *'));
  });
}

/**
 * Waits for the next screen after `rememberDrawn`: the screen it replaces stays drawn until the next one's code
 * has arrived, and can look settled in between. So first the next screen draws something of its own (one that
 * reuses every element of the last, as a list with another filter may, is given a few seconds), then it settles.
 */
async function drawnAnew(page: Page) {
  await page
    .waitForFunction(
      () => {
        const before = (window as Window & WithDrawn).drawnBefore;
        return [...document.querySelectorAll('#main-content *')].some((element) => !before?.has(element));
      },
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await settled(page);
}

/** Dashboard addresses in the element, without those outside the layout. */
async function dashboardLinks(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page
    .locator(selector)
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === new URL(page.url()).origin && url.pathname.startsWith('/dashboard'))
    .map((url) => url.pathname + url.search);
}

/** Links of a record's page to its other screens (the edit form), in its top toolbar. */
const recordToolbarLinks = '#main-content .MuiToolbar-root a[href]';

/**
 * Every screen of the signed-in role, found as a person finds them: the menu's entries, each list's create
 * form and the screens its toolbar links to, its first record's page (opened from the keyboard, as rows are)
 * and that record's edit form, and the account's sections.
 */
async function screensOf(page: Page, extra: string[]): Promise<string[]> {
  const entries = '[role="menuitem"][href]';
  // The menu is drawn once the role and the resources have loaded.
  await expect.poll(async () => (await dashboardLinks(page, entries)).length).toBeGreaterThan(2);
  const menu = await dashboardLinks(page, entries);
  const screens = new Set<string>(menu);
  for (const path of menu) {
    await open(page, path);
    // The list's create form, and the screens its toolbar leads to (claiming a TV, the integration guide, the
    // clients' host update).
    const toolbarLinks = '#main-content a[href$="/create"], #main-content .MuiToolbar-root a[href]';
    for (const link of await dashboardLinks(page, toolbarLinks)) screens.add(link);
    if (path.startsWith('/dashboard/account')) {
      for (const link of await dashboardLinks(page, '#main-content a[href^="/dashboard/account"]')) {
        screens.add(link);
      }
    }
    const row = page.locator('.RaDatagrid-clickableRow[tabindex="0"]').first();
    // A row focused just before the screen's own rows replaced it is gone when Enter comes: then the screen's
    // first row is focused again.
    for (
      let attempt = 1;
      await onRowOfScreen(row, (found) => found.focus({ timeout: 20_000 }));
      attempt += 1
    ) {
      await rememberDrawn(page);
      await page.keyboard.press('Enter');
      const left = await expect
        .poll(() => new URL(page.url()).pathname)
        .not.toBe(path)
        .then(
          () => true,
          (error: unknown) => {
            if (attempt === 3) throw error;
            return false;
          },
        );
      if (left) {
        screens.add(new URL(page.url()).pathname);
        // The record's own screens its toolbar leads to: its edit form, where a person may change it.
        await drawnAnew(page);
        for (const link of await dashboardLinks(page, recordToolbarLinks)) screens.add(link);
        break;
      }
    }
  }
  for (const path of extra) screens.add(path);
  return [...screens];
}

export interface TooWide {
  language: string;
  width: number;
  path: string;
  documentWidth: number;
  widest: string[];
}

/** The document's width, and the outermost elements that reach past the window's edge. */
export function measure() {
  const width = window.innerWidth;
  const offenders: string[] = [];
  const walk = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && (box.right > width + 1 || box.left < -1)) {
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')}`;
      const children = [...element.children].filter((child) => {
        const inner = child.getBoundingClientRect();
        return inner.width > 0 && (inner.right > width + 1 || inner.left < -1);
      });
      if (children.length === 0)
        offenders.push(`${name} (${Math.round(box.left)}..${Math.round(box.right)})`);
      for (const child of children) walk(child);
      return;
    }
    for (const child of element.children) walk(child);
  };
  walk(document.body);
  return { documentWidth: document.documentElement.scrollWidth, width, offenders: offenders.slice(0, 5) };
}

/** Where the walk keeps, in the page, the English texts each language must not show (`englishLeftTexts`). */
interface WithEnglishLeft {
  englishLeft?: Partial<Record<string, string[]>>;
}

/**
 * What a reader of the screen should never see, as texts: a placeholder left unfilled (`%{at}`, `{{name}}`), a
 * translation key or a raw code (`canned_reply`) in place of its text or inside it, an identifier (a device id,
 * MAC, UUID, e-mail address, IP address or link) outside an element that isolates it left to right, and, in a
 * language other than English, a whole English text of the catalogue that this language writes otherwise. The
 * whole app is read (its bar and menu too), with the names assistive technology reads out (`aria-label`) and the
 * hints of empty fields (`placeholder`); identifiers marked as such (`<code>`, `translate="no"`) stay as they are.
 */
function readingDefects(language: string): string[] {
  const defects: string[] = [];
  const english = new Set((window as Window & WithEnglishLeft).englishLeft?.[language] ?? []);
  // The page's own direction (`<html dir="ltr">`) isolates nothing: an element inside it must.
  const isolated = (element: Element | null) => {
    const holder = element?.closest(
      '[dir="ltr"], bdi, code, pre, script, style, textarea, [aria-hidden="true"]',
    );
    return holder !== null && holder !== undefined && holder !== document.documentElement;
  };
  const identifiers = [
    /\b[0-9A-F]{2}(?::[0-9A-F]{2}){5}\b/i,
    /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i,
    /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/,
    /\b\d{1,3}(?:\.\d{1,3}){3}\b/,
    /\bhttps?:\/\/\S+/,
  ];
  // A value the texts isolate themselves (U+2066 or U+2068 … U+2069) reads in order too.
  const strippedOfIsolates = (text: string) => text.replace(/[\u2066\u2067\u2068][^\u2069]*\u2069/g, '');
  const isKey = (text: string) =>
    /^[a-z][a-z-]*(?:\.[a-zA-Z0-9_-]+){1,}$/.test(text) && !/\.(?:com|net|org|tv)\b/.test(text);
  const isCode = (text: string) => /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/.test(text);
  /** The words of a text that are keys of the catalogue's shape (`devices.fields.licence_state`). */
  const keysWithin = (text: string) =>
    text
      .split(/[\s,;:()«»“”"']+/)
      .filter((token) => /^[a-z][a-z-]*(?:\.[a-z0-9-]+)*\.[a-z0-9]+_[a-z0-9_]+$/.test(token));
  const read = (text: string, holder: Element | null, shown = true) => {
    const trimmed = text.trim();
    // A script's or a style's text is code, never shown.
    if (trimmed === '' || holder?.closest('script, style, noscript, template')) return;
    if (/%\{|\{\{|\}\}/.test(text)) defects.push(`unfilled placeholder: "${trimmed}"`);
    if (isolated(holder)) return;
    const identifier = identifiers.find((pattern) => pattern.test(strippedOfIsolates(text)));
    if (identifier && shown) defects.push(`identifier not isolated: "${trimmed.slice(0, 80)}"`);
    // A name the page marks as never translated (a brand, a product) is no English left.
    if (holder?.closest('[translate="no"]')) return;
    if (isKey(trimmed)) defects.push(`translation key: "${trimmed}"`);
    else for (const key of keysWithin(trimmed)) defects.push(`translation key: "${key}" in "${trimmed}"`);
    if (isCode(trimmed)) defects.push(`raw code: "${trimmed}"`);
    if (english.has(trimmed)) defects.push(`English left: "${trimmed}"`);
  };
  // The app and what it draws outside it (a notice, an open menu).
  const root = document.body;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    read(node.textContent ?? '', node.parentElement);
  }
  // What is read out rather than shown (a button's name, an empty field's hint): its words, not its direction.
  for (const element of root.querySelectorAll('[aria-label], [placeholder]')) {
    for (const name of ['aria-label', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value) read(value, element, false);
    }
  }
  return defects;
}

/**
 * What a reader of the screen on `page`, in `language`, should never see (`readingDefects`): the screen's texts as
 * the walk reads them, for screens it does not open (the sign-in screens, drawn apart from react-admin's app).
 */
export async function misreadings(page: Page, language: string): Promise<string[]> {
  await page.evaluate((lists) => {
    (window as Window & WithEnglishLeft).englishLeft = lists;
  }, englishLeftTexts());
  return page.evaluate(readingDefects, language);
}

/**
 * Switches the dashboard's language from its app bar's menu, as a reader does: the screen stays, in the new
 * language. The walk switches hundreds of times, so the menu's button and entry are clicked in the page, in one
 * call, rather than through the browser's pointer, which costs several round trips each; the journeys of
 * `arabic.spec.ts` and `keyboard.spec.ts` use the menu with the pointer and the keyboard.
 */
async function switchLanguage(page: Page, to: LocaleInfo) {
  const outcome = await page.evaluate(
    async ({ tag, name, tags }) => {
      const html = document.documentElement;
      const current = html.lang;
      if (current === tag) return 'switched';
      const from = tags.find((known) => known.tag === current);
      if (!from) return `the page's language ${current} is not one of ours`;
      // As Playwright sees it: drawn, neither hidden nor fully transparent (a menu that is closing fades out).
      const visible = (element: Element) =>
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      const button = [...document.querySelectorAll<HTMLElement>('header button')].find(
        (candidate) => visible(candidate) && candidate.textContent?.trim() === from.name,
      );
      if (!button) return `no button "${from.name}" in the app bar`;
      const entry = () =>
        [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find(
          (candidate) => visible(candidate) && candidate.textContent?.trim() === name,
        );
      /** Resolves once `done` holds, checked at every frame, or with false after 30 s. */
      const until = (done: () => boolean) =>
        new Promise<boolean>((resolve) => {
          const deadline = performance.now() + 30_000;
          const check = () => {
            if (done()) resolve(true);
            else if (performance.now() > deadline) resolve(false);
            else requestAnimationFrame(check);
          };
          check();
        });
      button.click();
      if (!(await until(() => entry() !== undefined))) return `no entry "${name}" in the language menu`;
      entry()?.click();
      if (!(await until(() => html.lang === tag && entry() === undefined))) {
        return `the language menu did not close on ${tag} (${html.lang})`;
      }
      return 'switched';
    },
    { tag: to.tag, name: to.name, tags: locales.map(({ tag, name }) => ({ tag, name })) },
  );
  expect(outcome).toBe('switched');
  await settled(page);
}

type Misread = { language: string; path: string; defects: string[] };
/** A screen's WCAG 2.2 A/AA violations in one language, as axe names them and the elements they concern. */
type Inaccessible = { language: string; path: string; violations: Violations };

interface Findings {
  tooWide: TooWide[];
  misread: Misread[];
  inaccessible: Inaccessible[];
}

/**
 * Reads and measures every screen in every language: on a phone in all ten, then on a desktop in English,
 * German and Arabic, where it also scans the screen with axe in English and Arabic. Each pass starts from a
 * fresh load of the app at its width (a phone's menu starts closed, a desktop's open), opens each screen once
 * and switches its language from the app bar's menu (the screen is not loaded again), in one order for a screen
 * and the reverse for the next, so that the next screen starts in the language the last one ended in.
 */
async function walkScreens(page: Page, screens: string[]): Promise<Findings> {
  const findings: Findings = { tooWide: [], misread: [], inaccessible: [] };
  const englishLeft = englishLeftTexts();
  const passes = [
    { viewport: viewports[1], languages: locales, read: true, scan: [] as readonly string[] },
    {
      viewport: viewports[0],
      languages: locales.filter(({ code }) => desktopLanguages.includes(code)),
      read: false,
      scan: scannedLanguages,
    },
  ];
  for (const { viewport, languages, read, scan } of passes) {
    await page.setViewportSize(viewport);
    await page.goto('/dashboard/');
    await settled(page);
    await page.evaluate((lists) => {
      (window as Window & WithEnglishLeft).englishLeft = lists;
    }, englishLeft);
    let order = [...languages];
    for (const path of screens) {
      await open(page, path);
      if (scan.length > 0) await showFormErrors(page);
      for (const locale of order) {
        await switchLanguage(page, locale);
        if (read) {
          // The browser's tab names the screen before the area ("Devices · Client Area") once the screen is drawn.
          const titled = await expect
            .poll(() => page.title())
            .toContain(' · ')
            .then(
              () => true,
              () => false,
            );
          const defects = [
            ...(titled ? [] : [`tab title without the screen: "${await page.title()}"`]),
            ...(await page.evaluate(readingDefects, locale.code)),
          ];
          if (defects.length > 0) findings.misread.push({ language: locale.code, path, defects });
        }
        const { documentWidth, width, offenders } = await page.evaluate(measure);
        if (documentWidth > width) {
          findings.tooWide.push({ language: locale.code, width, path, documentWidth, widest: offenders });
        }
        if (scan.includes(locale.code)) {
          const violations = await wcagViolations(page);
          if (violations.length > 0) findings.inaccessible.push({ language: locale.code, path, violations });
        }
      }
      order = order.reverse();
    }
  }
  return findings;
}

/**
 * On a form sent with a required field left empty (a create form, a claim, a password's change), what a person
 * sees after sending it as it is: each field's error, which the walk then measures and scans in every language.
 * A form whose required fields are all filled (an edit form) is left alone: sending it would change the record.
 */
async function showFormErrors(page: Page) {
  const index = await page.evaluate(() =>
    [...document.querySelectorAll('#main-content form')].findIndex(
      (form) =>
        form.querySelector('button[type="submit"]:not([disabled])') !== null &&
        [
          ...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
            'input[required], textarea[required]',
          ),
        ].some((field) => field.value === ''),
    ),
  );
  if (index < 0) return;
  const form = page.locator('#main-content form').nth(index);
  await form.locator('button[type="submit"]:not([disabled])').first().click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
  // The first field in error takes the focus, which may scroll the app bar away: back to the top, where it is.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('banner')).toBeInViewport();
  await settled(page);
}

export async function signInAs(page: Page, role: keyof typeof demoAccounts) {
  watchRequests(page);
  await page.setViewportSize(viewports[0]);
  if (role === 'operator') {
    await signInAsOperator(page);
  } else {
    await signInAsDemo(page, role);
  }
  await settled(page);
}

/** Walks every screen of the role, signed in, with long records of its own. */
export async function walkEveryScreen(page: Page, role: keyof typeof demoAccounts) {
  // Dozens of screens, each in ten languages, in one browser and one sign-in: minutes on a quiet machine,
  // many more on one shared with other suites.
  test.setTimeout(1_800_000);
  await signInAs(page, role);
  const hook = await receiver();
  try {
    const { paths } = await createLongRecords(page, role, hook.url);
    const screens = await screensOf(page, paths);
    expect(await walkScreens(page, screens)).toEqual({ tooWide: [], misread: [], inaccessible: [] });
  } finally {
    await hook.close();
  }
}
