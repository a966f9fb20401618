import { cleanup, render, screen } from '@testing-library/react';
import type { AdminDevice } from '@vela/api-client';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { createDataProvider } from '../providers/data-provider.ts';
import { LicenceChangeDialog } from './licence-actions.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The first render loads react-admin's and MUI's modules: slow on a busy machine.
const found = { timeout: 15_000 };

const device = { id: '26:F5:7D:46:32:78', owner_id: 'u1' } as AdminDevice;

/** Opens Grant Basic on a server whose promotion ends at `promotionEndsAt`. */
async function openGrantBasic(promotionEndsAt: string | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ promotionEndsAt })),
  );
  render(
    <AdminContext dataProvider={createDataProvider()} i18nProvider={await createI18nProvider('en')}>
      <LicenceChangeDialog device={device} action="grant_basic" onClose={() => {}} onChanged={() => {}} />
    </AdminContext>,
  );
  return screen.findByRole('dialog', {}, found);
}

describe('Grant Basic', () => {
  it('promises a month of Privacy Mode while a promotion runs', async () => {
    const dialog = await openGrantBasic(new Date(Date.now() + 86_400_000).toISOString());
    await vi.waitFor(() => expect(dialog.textContent).toContain('a month of Privacy Mode'), found);
  }, 60_000);

  it('promises no Privacy Mode without a promotion or after it ended', async () => {
    for (const ends of [null, new Date(Date.now() - 60_000).toISOString()]) {
      const dialog = await openGrantBasic(ends);
      await vi.waitFor(() => expect(dialog.textContent).toContain('as if Basic had been bought.'), found);
      expect(dialog.textContent).not.toContain('Privacy Mode');
      cleanup();
    }
  }, 60_000);
});
