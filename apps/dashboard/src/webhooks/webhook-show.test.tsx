import { cleanup, render, screen, within } from '@testing-library/react';
import type { WebhookDelivery } from '@vela/api-client';
import { fillPlaceholders, formatInstant, type Locale, localeCodes, type MessageTree } from '@vela/locales';
import { loadNamespace } from '@vela/locales/load';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { dataProviderWith } from '../testing/providers.ts';
import { DeliveryItem } from './webhook-show.tsx';

afterEach(cleanup);

// The first render loads react-admin's and MUI's modules: slow on a busy machine.
const found = { timeout: 15_000 };

const answered = '2026-11-20T10:00:00.000Z';
const unreachable = '2026-11-20T10:05:00.000Z';

const delivery: WebhookDelivery = {
  id: '3f0c2b1a-54d6-4bd2-9a0c-8a1f0d3b2c42',
  webhook_id: '7f8e3a52-54d6-4bd2-9a0c-8a1f0d3b2c42',
  event_id: '0b1c2d3e-54d6-4bd2-9a0c-8a1f0d3b2c42',
  event_type: 'device.activated',
  state: 'failed',
  attempts: 2,
  last_status: null,
  last_error: 'unreachable',
  created_at: answered,
  last_attempt_at: unreachable,
  delivered_at: null,
  body: '{}',
  // Newest first, as the server sends them.
  attempt_log: [
    { at: unreachable, status_code: null, duration_ms: 5003, error_kind: 'unreachable', manual: true },
    { at: answered, status_code: 503, duration_ms: 142, error_kind: 'http_status', manual: false },
  ],
};

const dataProvider = dataProviderWith();

/** The text at a dotted path of a namespace. */
function textAt(tree: MessageTree, path: string): string {
  const value = path
    .split('.')
    .reduce<MessageTree | string | undefined>(
      (node, key) => (typeof node === 'object' ? node[key] : undefined),
      tree,
    );
  if (typeof value !== 'string') throw new Error(`no text at ${path}`);
  return value;
}

/** A text with its `{{name}}` placeholders filled, independently of the dashboard's translator. */
const fill = (text: string, values: Record<string, string | number>) =>
  fillPlaceholders(text, values, { missing: 'keep' });

async function renderDelivery(locale: Locale) {
  render(
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={await createI18nProvider(locale)}
      store={memoryStore()}
    >
      <DeliveryItem delivery={delivery} />
    </AdminContext>,
  );
  const texts = await loadNamespace(locale, 'webhooks');
  const list = await screen.findByRole('list', { name: textAt(texts, 'delivery.attempts') }, found);
  return {
    texts,
    lines: within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? ''),
  };
}

describe('the delivery log of a webhook endpoint', () => {
  it('says when each attempt was made, its result and how long it took', async () => {
    const { lines } = await renderDelivery('en');
    expect(lines).toEqual([
      `${formatInstant(unreachable, 'en', 'dateTime')}: server unreachable in 5003 ms`,
      `${formatInstant(answered, 'en', 'dateTime')}: answered 503 in 142 ms`,
    ]);
  }, 60_000);

  for (const locale of localeCodes)
    it(`fills every placeholder of an attempt in ${locale}`, async () => {
      const { texts, lines } = await renderDelivery(locale);
      const attempt = textAt(texts, 'delivery.attempt');
      expect(lines).toEqual([
        fill(attempt, {
          at: formatInstant(unreachable, locale, 'dateTime'),
          result: textAt(texts, 'delivery.errors.unreachable'),
          ms: 5003,
        }),
        fill(attempt, {
          at: formatInstant(answered, locale, 'dateTime'),
          result: fill(textAt(texts, 'delivery.status'), { status: 503 }),
          ms: 142,
        }),
      ]);
      // Filled, not shown as written: the time, the result and the duration are all there.
      expect(lines.join('\n')).not.toMatch(/\{\{|%\{|\}\}/);
      expect(lines[0]).toContain(formatInstant(unreachable, locale, 'dateTime'));
      expect(lines[0]).toContain(textAt(texts, 'delivery.errors.unreachable'));
      expect(lines[0]).toContain('5003');
      expect(lines[1]).toContain(formatInstant(answered, locale, 'dateTime'));
      expect(lines[1]).toContain('503');
      expect(lines[1]).toContain('142');
    }, 60_000);
});
