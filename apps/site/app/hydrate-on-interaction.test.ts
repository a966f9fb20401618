import { describe, expect, it } from 'vitest';
import { hydrateOnInteractionScript, sleepingScriptType } from './hydrate-on-interaction.ts';

describe('the waking script', () => {
  const script = hydrateOnInteractionScript({
    consentKey: 'consent',
    minimumChatDelaySeconds: 10,
    countUpMs: 2000,
  });

  it('is one self-contained statement that parses as a classic script', () => {
    expect(() => new Function(script)).not.toThrow();
    expect(script.startsWith('(')).toBe(true);
  });

  it('names the type that keeps the module script asleep, and can end no script element early', () => {
    expect(script).toContain(JSON.stringify(sleepingScriptType));
    expect(script).not.toMatch(/<\/script/i);
  });
});
