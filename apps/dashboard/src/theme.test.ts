import { afterEach, describe, expect, it, vi } from 'vitest';

/** The theme as the dashboard starts with it, on a system that does or does not ask for less motion. */
async function themeWhere(reduce: boolean) {
  vi.resetModules();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  const { themeFor } = await import('./theme.ts');
  return themeFor('ltr');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('motion', () => {
  it('is none where the system asks for less: menus, dialogs and drawers appear at once', async () => {
    const { transitions } = await themeWhere(true);
    expect(transitions?.create?.(['transform', 'opacity'])).toBe('none');
    expect(transitions?.getAutoHeightDuration?.(400)).toBe(0);
    expect(Object.values(transitions?.duration ?? {}).every((duration) => duration === 0)).toBe(true);
  });

  it("is MUI's own otherwise", async () => {
    const { transitions } = await themeWhere(false);
    expect(transitions).toBeUndefined();
  });
});
