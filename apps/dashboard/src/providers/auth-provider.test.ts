import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from './auth-client.ts';
import { createAuthProvider } from './auth-provider.ts';

const unavailable = () =>
  new Response(JSON.stringify({ error: 'later', code: 'unavailable' }), {
    status: 503,
    headers: { 'content-type': 'application/json', 'retry-after': '0' },
  });

const sessionAnswer = () =>
  new Response(
    JSON.stringify({
      session: { id: 's', token: 't', createdAt: '', updatedAt: '', expiresAt: '' },
      user: { id: 'u', email: 'chloe@example.com', role: 'customer', twoFactorEnabled: false },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

describe('the authProvider', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the person signed in while the API answers 503 or cannot be reached, and reads the session again', async () => {
    const provider = createAuthProvider();
    await expect(provider.checkError(new AuthError(503, 'unavailable', 'later'))).resolves.toBeUndefined();
    await expect(
      provider.checkError(new HttpError('errors.generic.unavailable', 503)),
    ).resolves.toBeUndefined();

    const answers = [unavailable(), unavailable(), sessionAnswer()];
    const fetchMock = vi.fn(async () => answers.shift() ?? unavailable());
    vi.stubGlobal('fetch', fetchMock);
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(provider.currentUser()?.email).toBe('chloe@example.com');

    // An outage that outlasts the retries still signs nobody out, nor does an API that cannot be reached.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => unavailable()),
    );
    await expect(createAuthProvider().checkAuth({})).resolves.toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(createAuthProvider().checkAuth({})).resolves.toBeUndefined();
    expect(provider.signInReason()).toBeUndefined();
  });

  it('keeps the person signed in when a call is refused (403) or a code or password is wrong (401)', async () => {
    const provider = createAuthProvider();
    await expect(
      provider.checkError(new HttpError('errors.dashboard.not_authorized', 403)),
    ).resolves.toBeUndefined();
    await expect(
      provider.checkError(new AuthError(403, 'two_factor_required', 'set it up')),
    ).resolves.toBeUndefined();
    await expect(
      provider.checkError(new AuthError(401, 'two_factor_invalid', 'wrong code')),
    ).resolves.toBeUndefined();
    await expect(
      provider.checkError(new AuthError(401, 'current_password_wrong', 'wrong')),
    ).resolves.toBeUndefined();
    await expect(
      provider.checkError(
        new HttpError('errors.dashboard.current_password_wrong', 401, { code: 'current_password_wrong' }),
      ),
    ).resolves.toBeUndefined();
    await expect(provider.checkError(new HttpError('oops', 500))).resolves.toBeUndefined();
    expect(provider.signInReason()).toBeUndefined();
  });

  it('signs out on a 401 that says the session is gone, and tells the sign-in screen why', async () => {
    const provider = createAuthProvider();
    await expect(provider.checkError(new AuthError(401, 'session_ended', 'gone'))).rejects.toEqual({
      message: false,
    });
    expect(provider.signInReason()).toBe('please_sign_in');
    await expect(provider.checkError(new HttpError('errors.generic.server', 401))).rejects.toEqual({
      message: false,
    });
  });

  it('says the session ended for every call refused at once when it ended, also after signing out', async () => {
    const provider = createAuthProvider();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('sign-out') ? new Response('{}', { status: 200 }) : sessionAnswer(),
      ),
    );
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    const ended = () => new HttpError('errors.dashboard.session_ended', 401, { code: 'session_ended' });
    // The first refused call signs out (react-admin calls logout), the second arrives afterwards.
    await expect(provider.checkError(ended())).rejects.toEqual({ message: false });
    await provider.logout({});
    await expect(provider.checkError(ended())).rejects.toEqual({ message: false });
    expect(provider.signInReason()).toBe('session_ended');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response('null', { status: 200, headers: { 'content-type': 'application/json' } }),
      ),
    );
    await expect(provider.checkAuth({})).rejects.toEqual({ message: false });
    expect(provider.signInReason()).toBe('session_ended');
  });

  it('sends an operator whose data call needs two-factor authentication to set it up, signed in', async () => {
    const provider = createAuthProvider();
    const refused = new HttpError('errors.dashboard.not_authorized', 403, {
      error: 'Set up two-factor authentication before you continue.',
      code: 'two_factor_required',
    });
    await expect(provider.checkError(refused)).rejects.toEqual({
      logoutUser: false,
      redirectTo: '/dashboard/account/two-factor',
      message: 'errors.dashboard.two_factor_required',
    });
    expect(provider.signInReason()).toBeUndefined();
  });

  it('answers canAccess from no role at all before anyone signed in', async () => {
    const provider = createAuthProvider();
    expect(provider.currentUser()).toBeUndefined();
    // Without a session cookie nobody may use anything; the check needs no call once the session is known absent.
    await provider.checkError(new AuthError(401, 'please_sign_in', 'no session')).catch(() => undefined);
    await expect(provider.canAccess?.({ action: 'list', resource: 'account' })).resolves.toBe(false);
  });
});
