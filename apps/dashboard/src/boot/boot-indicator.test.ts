import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { bootIndicatorId, withBootIndicator } from './boot-indicator.ts';

const indexHtml = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8');

/** Loads the page's markup into the test document and runs its inline script, as a browser would. */
function loadPage(stored: string | null) {
  const html = withBootIndicator(indexHtml);
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.body.innerHTML = parsed.body.innerHTML;
  if (stored) localStorage.setItem('locale', stored);
  const script = [...document.body.querySelectorAll('script:not([src])')].at(0)?.textContent ?? '';
  new Function(script)();
  return document.getElementById(bootIndicatorId);
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the first load', () => {
  it('shows a progress indicator inside #root before any script of the bundle runs', () => {
    const html = withBootIndicator(indexHtml);
    expect(html).toMatch(
      /<div id="root"><div id="vela-boot" class="vela-boot" role="progressbar" aria-label="Loading…"><\/div><\/div>/,
    );
    expect(html).toContain('<style>.vela-boot{');
  });

  it('names the indicator in the language the dashboard will speak, right to left in Arabic', () => {
    const arabic = loadPage('ar');
    expect(arabic?.getAttribute('role')).toBe('progressbar');
    expect(arabic?.getAttribute('aria-label')).toBe('جارٍ التحميل…');
    expect(document.documentElement.dir).toBe('rtl');
    expect(loadPage('de')?.getAttribute('aria-label')).toBe('Wird geladen…');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
