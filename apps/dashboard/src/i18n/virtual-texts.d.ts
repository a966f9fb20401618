declare module 'virtual:dashboard-texts' {
  import type { MessageTree } from '@vela/locales';

  /** Per language and part, a loader of that part's namespaces (`src/i18n/texts-plugin.ts`). */
  export const texts: Record<
    string,
    Record<'sign-in' | 'home' | 'screens', () => Promise<{ default: Record<string, MessageTree> }>>
  >;
}
