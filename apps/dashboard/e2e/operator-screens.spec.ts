import { test } from './support/test.ts';
import { walkEveryScreen } from './support/walk.ts';

// A reader who asked for less motion: the language menu opens and closes at once, as it does for them.
test.use({ reducedMotion: 'reduce' });

test('every screen of an operator reads right and fits a phone in ten languages and a desktop in three', async ({
  page,
}) => {
  await walkEveryScreen(page, 'operator');
});
