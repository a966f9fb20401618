import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { banUserSchema } from '@vela/validation';
import type { ReactNode } from 'react';
import { AdminContext, HttpError, memoryStore, useTranslate } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { TranslateContext } from '../i18n/translate.ts';
import { authProviderFor, dataProviderWith } from '../testing/providers.ts';
import { ReasonDialog } from './reason-dialog.tsx';

afterEach(cleanup);

// The first render loads react-admin's and MUI's modules: slow on a busy machine.
const found = { timeout: 15_000 };

/** react-admin's translate shared with the components drawn on the sign-in screens too, as the app does. */
function ShareTranslate({ children }: { children: ReactNode }) {
  return <TranslateContext value={useTranslate()}>{children}</TranslateContext>;
}

async function renderDialog(onSubmit: (reason: string) => Promise<void>, onClose = vi.fn()) {
  render(
    <AdminContext
      dataProvider={dataProviderWith()}
      authProvider={authProviderFor('operator')}
      i18nProvider={await createI18nProvider('en')}
      store={memoryStore()}
    >
      <ShareTranslate>
        <ReasonDialog
          schema={banUserSchema}
          title="Ban the account"
          content="The account can no longer sign in."
          name="ban-reason"
          reasonLabel="Reason"
          reasonHelp="Kept in the audit log."
          maxLength={500}
          submitLabel="Ban"
          onSubmit={onSubmit}
          onClose={onClose}
        />
      </ShareTranslate>
    </AdminContext>,
  );
  return { reason: await screen.findByRole('textbox', { name: 'Reason' }, found), onClose };
}

const refusal = (code: string) => new HttpError(code, 409, { error: code, code });

describe('ReasonDialog', () => {
  it('refuses an empty reason with the rule of packages/validation, without sending it', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { reason } = await renderDialog(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Ban' }));
    await screen.findByText('Please fill in the required field', {}, found);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the reason as the schema reads it, then closes', async () => {
    const onSubmit = vi.fn(async (_reason: string) => undefined);
    const { reason, onClose } = await renderDialog(onSubmit);
    fireEvent.change(reason, { target: { value: 'Abuse report' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ban' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), found);
    expect(onSubmit).toHaveBeenCalledWith('Abuse report');
  });

  it("shows the API's refusal of the reason under it, and any other refusal above the form", async () => {
    const onSubmit = vi.fn(async () => Promise.reject(refusal('required')));
    const { reason, onClose } = await renderDialog(onSubmit);
    fireEvent.change(reason, { target: { value: 'Abuse report' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ban' }));
    await screen.findByText('Please fill in the required field', {}, found);
    expect(reason.getAttribute('aria-invalid')).toBe('true');

    onSubmit.mockImplementation(async () => Promise.reject(new Error('offline')));
    fireEvent.change(reason, { target: { value: 'Abuse report again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ban' }));
    const alert = await screen.findByRole('alert', {}, found);
    expect(alert.textContent).toBe('An unexpected error occurred.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
