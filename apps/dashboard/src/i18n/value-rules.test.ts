// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../../..');
const biome = join(root, 'node_modules/.bin/biome');
let tree: string;

// The repository's Biome configuration, in a folder of its own where a probe can be written as if it were a file
// of the repository, without touching the repository's files that other checks read at the same time.
beforeAll(async () => {
  tree = await mkdtemp(join(tmpdir(), 'vela-value-rules-'));
  const config = JSON.parse(await readFile(join(root, 'biome.json'), 'utf8')) as {
    vcs?: { enabled?: boolean };
    overrides?: { plugins?: string[] }[];
  };
  config.vcs = { enabled: false };
  for (const override of config.overrides ?? []) {
    if (override.plugins) override.plugins = override.plugins.map((plugin) => join(root, plugin));
  }
  await writeFile(join(tree, 'biome.json'), JSON.stringify(config));
});
afterAll(() => rm(tree, { recursive: true, force: true }));

/** What the repository's Biome configuration says of `source`, as if it were the file at `path`. */
async function lint(path: string, source: string): Promise<string> {
  const file = join(tree, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, source);
  return new Promise((done) => {
    execFile(biome, ['lint', '--max-diagnostics=50', path], { cwd: tree }, (_error, stdout, stderr) =>
      done(`${stdout}${stderr}`),
    );
  });
}

const screen = 'apps/dashboard/src/probe/probe-screen.tsx';

describe('the rules that keep each kind of value in its component', () => {
  it('refuse a date, an amount or a number formatted beside the formatters of @vela/locales', async () => {
    const found = await lint(
      screen,
      [
        "export const day = (at: string) => new Intl.DateTimeFormat('en').format(new Date(at));",
        'export const day2 = (at: string) => new Date(at).toLocaleDateString();',
        'export const count = (n: number) => n.toLocaleString();',
      ].join('\n'),
    );
    expect(found).toContain('lint/style/noRestrictedGlobals');
    expect(found.match(/is written through @vela\/locales/g)).toHaveLength(2);
  }, 30_000);

  it("refuse react-admin's fields that show dates, numbers, e-mail addresses and links their own way", async () => {
    const found = await lint(
      screen,
      "import { DateField, EmailField, NumberField, UrlField } from 'react-admin';\nexport const fields = [DateField, EmailField, NumberField, UrlField];\n",
    );
    expect(found.match(/lint\/style\/noRestrictedImports/g)).toHaveLength(4);
  }, 30_000);

  it('refuse an identifier written into a screen outside Ident, and accept it inside', async () => {
    const outside = await lint(
      screen,
      [
        'export const Host = ({ entry }: { entry: { host: string } }) => <span>{entry.host}</span>;',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe's own template literal.
        'export const Mail = ({ email }: { email: string }) => <span>{`${email} (owner)`}</span>;',
      ].join('\n'),
    );
    expect(outside.match(/is shown through Ident/g)).toHaveLength(2);
    const inside = await lint(
      screen,
      [
        "import { Ident } from '../ident/ident.tsx';",
        'export const Host = ({ entry }: { entry: { host: string } }) => (',
        '  <span>',
        '    <Ident>{entry.host}</Ident>',
        '  </span>',
        ');',
      ].join('\n'),
    );
    expect(inside).not.toContain('is shown through Ident');
  }, 30_000);

  it('leave the formatters themselves and the tests free to use Intl', async () => {
    const found = await lint(
      'packages/locales/src/probe.ts',
      "export const day = new Intl.DateTimeFormat('en').format(new Date(0));\n",
    );
    expect(found).not.toContain('noRestrictedGlobals');
  }, 30_000);
});
