import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** Where react-admin's app bar shows the title of the screen (each screen sets it with `<Title>` or its view's). */
const titleSelector = '#react-admin-title';

/**
 * Names the browser tab after the screen, in the reader's language: the title the app bar shows, then the
 * area, as the pages outside the layout do ("Devices · Client Area"). It follows the app bar as screens,
 * records and languages change, and as the bar itself is drawn anew (it may not be there yet when the first
 * screen of a visit starts): what the page shows is read once per frame in which anything changed.
 */
export function DocumentTitle() {
  const translate = useTranslate();
  const area = translate('auth.area');
  useEffect(() => {
    let frame = 0;
    const apply = () => {
      frame = 0;
      const screen = document.querySelector(titleSelector)?.textContent?.trim();
      const title = screen ? `${screen} · ${area}` : area;
      if (document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(() => {
      frame ||= requestAnimationFrame(apply);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [area]);
  return null;
}
