import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** Where react-admin's app bar shows the title of the screen (each screen sets it with `<Title>` or its view's). */
const titleSelector = '#react-admin-title';

/**
 * Names the browser tab after the screen, in the reader's language: the title the app bar shows, then the
 * area, as the pages outside the layout do ("Devices · Client Area"). It follows the app bar as screens,
 * records and languages change.
 */
export function DocumentTitle() {
  const translate = useTranslate();
  const area = translate('auth.area');
  useEffect(() => {
    const element = document.querySelector(titleSelector);
    const apply = () => {
      const screen = element?.textContent?.trim();
      document.title = screen ? `${screen} · ${area}` : area;
    };
    apply();
    if (!element) return;
    const observer = new MutationObserver(apply);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [area]);
  return null;
}
