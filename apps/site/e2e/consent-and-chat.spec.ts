import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { analyticsMeasurementId, ports, urlOf } from './servers.ts';

/** Collects what the analytics script is asked to send, with a stand-in for Google's script. */
async function watchAnalytics(page: Page) {
  const loads: string[] = [];
  await page.route('https://www.googletagmanager.com/gtag/js**', async (route) => {
    loads.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagLoaded = true;' });
  });
  const pageViews = () =>
    page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view')
        .map((entry) => (entry[2] as { page_path: string }).page_path),
    );
  return { loads, pageViews };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

test.describe('cookie consent, where analytics is configured', () => {
  test.use({ baseURL: urlOf(ports.configured) });

  test('sends nothing before consent, then a page view for every page', async ({ page }) => {
    const analytics = await watchAnalytics(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Your privacy' });
    await expect(banner).toBeVisible();
    expect(analytics.loads).toEqual([]);
    expect(await analytics.pageViews()).toEqual([]);
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => analytics.loads.length).toBe(1);
    expect(analytics.loads[0]).toContain(`id=${analyticsMeasurementId}`);
    await expect.poll(() => analytics.pageViews()).toEqual(['/']);
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect.poll(() => analytics.pageViews()).toEqual(['/', '/pricing']);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your privacy' })).toHaveCount(0);
  });

  test('loads nothing after a refusal, and asks again from the footer', async ({ page }) => {
    const analytics = await watchAnalytics(page);
    await page.goto('/features');
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your privacy' })).toHaveCount(0);
    expect(analytics.loads).toEqual([]);
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByRole('region', { name: 'Your privacy' })).toBeVisible();
  });
});

test('asks for no consent where no analytics is configured', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Your privacy' })).toHaveCount(0);
});

test.describe('the chat widget', () => {
  test('opens at once, types for two seconds, then welcomes', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const chat = page.getByRole('region', { name: 'Vela Player support' });
    await expect(chat).toBeVisible();
    await expect(chat.getByText('Typically replies within 1 hour')).toBeVisible();
    await expect(chat.getByText('Typing…')).toBeAttached();
    await expect(chat.getByText(/How can we help you today/)).toHaveCount(0);
    await page.clock.runFor(2000);
    await expect(chat.getByText(/How can we help you today/)).toBeVisible();
    await expect(chat.getByText('Typing…')).toHaveCount(0);
  });

  test('closes by its close button, a click outside, and Escape', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Chat with us' });
    const chat = page.getByRole('region', { name: 'Vela Player support' });
    await button.click();
    await chat.getByRole('button', { name: 'Close the chat' }).click();
    await expect(chat).toHaveCount(0);
    await button.click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(chat).toHaveCount(0);
    await button.click();
    await expect(chat.getByRole('textbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(chat).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('sends a message on to WhatsApp and clears it; an empty one does nothing', async ({ page }) => {
    // Records what the widget opens instead of leaving for WhatsApp.
    await page.addInitScript(() => {
      const opened: string[] = [];
      Object.assign(window, { __opened: opened });
      window.open = (url?: string | URL) => {
        opened.push(String(url));
        return null;
      };
    });
    const opened = () => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
    await page.goto('/');
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const input = page.getByRole('textbox', { name: 'Your message' });
    const send = page.getByRole('button', { name: 'Send on WhatsApp' });
    await input.fill('   ');
    await send.click();
    await input.fill('Hello, my TV says مرحبا 👋');
    await send.click();
    await expect.poll(opened).toHaveLength(1);
    expect((await opened())[0]).toBe(
      `https://wa.me/13025550142?text=${encodeURIComponent('Hello, my TV says مرحبا 👋')}`,
    );
    await expect(input).toHaveValue('');
  });

  test.describe('where the badge delay is 10 seconds', () => {
    test.use({ baseURL: urlOf(ports.configured) });

    test('shows a 1 on the button every 10 seconds until the chat is opened', async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      await page.getByRole('button', { name: 'Decline' }).click();
      const button = page.getByRole('button', { name: /Chat with us/ });
      await expect(button).toHaveAccessibleName('Chat with us');
      await page.clock.runFor(10_000);
      await expect(button).toHaveAccessibleName('Chat with us, 1 new message');
      await expect(button.getByText('1')).toBeVisible();
      await button.click();
      await expect(page.getByText('1', { exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: 'Close the chat' }).click();
      await page.clock.runFor(30_000);
      await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveAccessibleName('Chat with us');
    });
  });

  test('refuses a delay under 10 seconds: logs an error and sets no timer', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/api/config', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        json: { ...(await response.json()), chatNotificationDelaySeconds: 5 },
      });
    });
    await page.clock.install();
    await page.goto('/');
    await expect.poll(() => errors.join('\n')).toContain('at least 10 seconds');
    await page.clock.runFor(60_000);
    await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveAccessibleName('Chat with us');
  });
});
