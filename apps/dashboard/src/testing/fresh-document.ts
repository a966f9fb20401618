import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

/**
 * Each test file starts from the document a browser tab opens with, though a worker's files share one test DOM
 * and the modules they import (`vite.config.ts`): what a file before it left behind is taken away first. This runs
 * as the file is loaded, before any of its tests and their hooks.
 */
vi.unstubAllGlobals();
vi.restoreAllMocks();
vi.unstubAllEnvs();
vi.useRealTimers();
// A file of the node environment (no document) has none to clean.
if (typeof document !== 'undefined') {
  cleanup();
  document.body.innerHTML = '';
  document.title = '';
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  localStorage.clear();
  sessionStorage.clear();
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    // biome-ignore lint/suspicious/noDocumentCookie: the test DOM has no Cookie Store API
    if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  }
  window.history.replaceState(null, '', '/');
}

// What the file's last test drew is unmounted with it, so that its effects do not run into the next file.
afterAll(cleanup);
