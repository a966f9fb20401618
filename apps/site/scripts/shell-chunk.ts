import type { Plugin } from 'vite';

/**
 * Puts the site's own code that the root route imports (header, footer, chat, consent, texts, the page list)
 * in one chunk, instead of the dozen tiny chunks Rolldown makes of every module that the root and some page
 * share. Every page loads all of it anyway, and one file compresses better and costs one request.
 */
export function shellChunk(): Plugin {
  const shell = new Set<string>();
  return {
    name: 'vela:shell-chunk',
    apply: 'build',
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
