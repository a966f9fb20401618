import type { Locator } from '@playwright/test';

/**
 * Acts on a list's row if it belongs to the screen just opened: the previous screen's rows can stay drawn until
 * the next screen's code arrives, and go away when it draws. True when the action happened; false when there
 * was no row, or the row went away because the new screen has no list.
 */
export async function onRowOfScreen(row: Locator, action: (row: Locator) => Promise<void>): Promise<boolean> {
  if ((await row.count()) === 0) return false;
  return action(row).then(
    () => true,
    async (error: unknown) => {
      if ((await row.count()) === 0) return false;
      throw error;
    },
  );
}
