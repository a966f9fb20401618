import { describe, expect, it } from 'vitest';
import { nextHostState } from './host-alerts.ts';

describe('the host alert rule', () => {
  it('starts failing only when failures outnumber successes and reach the minimum', () => {
    expect(nextHostState('ok', { ok: 1, failed: 2 }, 3)).toBe('ok');
    expect(nextHostState('ok', { ok: 3, failed: 3 }, 3)).toBe('ok');
    expect(nextHostState('ok', { ok: 2, failed: 3 }, 3)).toBe('failing');
    expect(nextHostState('ok', { ok: 0, failed: 1 }, 1)).toBe('failing');
  });

  it('stays failing until successes outnumber failures or nothing failed', () => {
    expect(nextHostState('failing', { ok: 2, failed: 2 }, 3)).toBe('failing');
    // Fewer failing clients than the minimum is not a recovery while they still outnumber successes.
    expect(nextHostState('failing', { ok: 0, failed: 1 }, 3)).toBe('failing');
    expect(nextHostState('failing', { ok: 3, failed: 2 }, 3)).toBe('ok');
    expect(nextHostState('failing', { ok: 0, failed: 0 }, 3)).toBe('ok');
  });
});
