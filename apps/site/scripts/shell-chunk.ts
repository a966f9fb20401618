import type { Plugin } from 'vite';

/** The shell's stylesheet, as the client build names it. */
const shellStylesheet = /(^|\/)shell-[\w-]+\.css$/;

/**
 * Puts the site's own code that the root route imports (header, footer, chat, consent, texts, the page list)
 * in one chunk, instead of the dozen tiny chunks Rolldown makes of every module that the root and some page
 * share. Every page loads all of it anyway, and one file compresses better and costs one request.
 *
 * Code a page loads later (a form's rules, on the first touch) may import from the shell, so Vite's loader
 * lists the shell's stylesheet among what to load first. React Router links that stylesheet with a `#` at the
 * end of its address (a stylesheet that code also loads), so the loader did not find it, linked it a second time
 * at the end of the head, above the pages' own stylesheets, and the page's layout jumped under the visitor's
 * pointer. Named from code as React Router names it, the shell's stylesheet is found and left as it is: the
 * root route's links are never removed.
 */
export function shellChunk(): Plugin {
  const shell = new Set<string>();
  return {
    name: 'vela:shell-chunk',
    apply: 'build',
    config() {
      return {
        experimental: {
          renderBuiltUrl(filename, { hostType }) {
            if (hostType === 'js' && shellStylesheet.test(filename)) return `/${filename}#`;
            return undefined;
          },
        },
      };
    },
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'framework',
                    test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]|rolldown[\\/]runtime/,
                    priority: 2,
                  },
                  { name: 'shell', test: (id: string) => shell.has(id), priority: 1 },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      if (this.environment.name !== 'client') return;
      shell.clear();
      const ids = [...this.getModuleIds()];
      const root = ids.find((id) => /[\\/]app[\\/]root\.tsx$/.test(id));
      const home = ids.find((id) => /[\\/]app[\\/]pages[\\/]home[\\/]route\.tsx$/.test(id));
      if (!root || !home) throw new Error('No app/root.tsx or home page in the client build');
      // The home page's own modules stay in its chunk; what it shares with other pages joins the shell.
      const appCode = /[\\/]apps[\\/]site[\\/]app[\\/]/;
      const homeOnly = /[\\/]app[\\/]pages[\\/]home[\\/]/;
      const pending = [root, ...(this.getModuleInfo(home)?.importedIds ?? [])];
      while (pending.length > 0) {
        const id = pending.pop() as string;
        if (shell.has(id) || id.includes('node_modules') || id.startsWith('\0') || homeOnly.test(id))
          continue;
        shell.add(id);
        if (appCode.test(id)) pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
