import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// Relative, not `@vela/locales`: Vite loads its config with Node, which leaves workspace packages (TypeScript
// sources) unbundled and cannot run them.
import { localeStorageKey } from '../../../../packages/locales/src/detect.ts';
import { htmlAttributes, localeCodes } from '../../../../packages/locales/src/locales.ts';

import { bootIndicatorClass, bootIndicatorId } from './boot-indicator-names.ts';

export { bootIndicatorId };

const here = dirname(fileURLToPath(import.meta.url));

interface BootText {
  label: string;
  lang: string;
  dir: string;
}

/** Each language's name for the indicator (`errors.generic.loading`) and its `<html>` attributes. */
function bootTexts(): Record<string, BootText> {
  return Object.fromEntries(
    localeCodes.map((code) => {
      const file = resolve(here, `../../../../packages/locales/${code}/errors.json`);
      const errors = JSON.parse(readFileSync(file, 'utf8')) as { generic: { loading: string } };
      return [code, { label: errors.generic.loading, ...htmlAttributes(code) }];
    }),
  );
}

const style = `.${bootIndicatorClass}{box-sizing:border-box;width:40px;height:40px;margin:30vh auto 0;border:4px solid #d0d7de;border-top-color:#1976d2;border-radius:50%;animation:vela-boot-spin 1s linear infinite}@keyframes vela-boot-spin{to{transform:rotate(360deg)}}@media (prefers-reduced-motion:reduce){.${bootIndicatorClass}{animation-duration:4s}}`;

/**
 * The script that names the indicator in the reader's language before any bundle has loaded: the stored choice,
 * else the first browser language we speak, else English (as `detectLocale` of `@vela/locales` decides).
 */
function namingScript(texts: Record<string, BootText>): string {
  return `(function(){var t=${JSON.stringify(texts)},c=null;try{c=localStorage.getItem(${JSON.stringify(localeStorageKey)})}catch(e){}if(!t[c]){c=null;var n=navigator.languages||[navigator.language||''];for(var i=0;i<n.length&&!c;i++){var p=String(n[i]).toLowerCase().split(/[-_]/)[0];if(t[p])c=p}}var x=t[c]||t.en,b=document.getElementById(${JSON.stringify(bootIndicatorId)});document.documentElement.lang=x.lang;document.documentElement.dir=x.dir;if(b)b.setAttribute('aria-label',x.label)})();`;
}

/**
 * Puts a loading indicator with an accessible name into the page's `#root`, so that a first load shows progress
 * instead of a blank page until the scripts have loaded and React replaces it.
 */
export function withBootIndicator(html: string): string {
  const texts = bootTexts();
  const english = texts.en?.label ?? '';
  return html
    .replace('</head>', `    <style>${style}</style>\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"><div id="${bootIndicatorId}" class="${bootIndicatorClass}" role="progressbar" aria-label="${english}"></div></div>\n    <script>${namingScript(texts)}</script>`,
    );
}
