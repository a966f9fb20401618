import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The modules that talk to the API themselves: the data provider with the account's operations it offers,
 * react-admin's authProvider (the session), the account client they wrap (`auth-client.ts`) and the public
 * endpoints' typed client (`api.ts`). Every other module of the signed-in dashboard reads and writes through the
 * data provider, with react-admin's hooks and TanStack Query.
 */
const apiModules = new Set([
  'providers/data-provider.ts',
  'providers/account-operations.ts',
  'providers/auth-provider.ts',
  'providers/auth-client.ts',
  'api.ts',
]);

/** The sign-in screens load without react-admin, and so without its data provider: they call the client. */
const signInScreens = /^(auth|captcha)\//;

const root = join(import.meta.dirname);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    // Tests stand in for the API with their own doubles.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The names a module imports from `api.ts`, the data provider or the account's client: its ways to the API. */
function apiBindings(file: ts.SourceFile): Set<string> {
  const names = new Set(['dataProvider', 'authClient', 'authRequest']);
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/\/(api|auth-client|data-provider)\.ts$/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) if (!element.isTypeOnly) names.add(element.name.text);
  }
  return names;
}

/** The name a call calls: `useEffect` of `useEffect(…)` and of `React.useEffect(…)`. */
const calleeName = (call: ts.CallExpression) => {
  const callee = call.expression;
  return ts.isIdentifier(callee)
    ? callee.text
    : ts.isPropertyAccessExpression(callee)
      ? callee.name.text
      : '';
};

const isEffect = (call: ts.CallExpression) => {
  const name = calleeName(call);
  return name === 'useEffect' || name === 'useLayoutEffect';
};

/**
 * An effect that reads data and keeps a flag for its cleanup: `let active = true; …then(() => active && …);
 * return () => { active = false; }`, the hand-made cache that TanStack Query replaces.
 */
function isFlaggedDataEffect(call: ts.CallExpression, bindings: Set<string>): boolean {
  const body = call.arguments[0];
  if (!body || !(ts.isArrowFunction(body) || ts.isFunctionExpression(body))) return false;
  const flags = new Set<string>();
  let resetsFlag = false;
  let readsData = false;
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclarationList(node) &&
      node.flags & ts.NodeFlags.Let &&
      node.declarations.length === 1
    ) {
      const [declaration] = node.declarations;
      const initial = declaration?.initializer?.kind;
      if (
        declaration &&
        ts.isIdentifier(declaration.name) &&
        (initial === ts.SyntaxKind.TrueKeyword || initial === ts.SyntaxKind.FalseKeyword)
      )
        flags.add(declaration.name.text);
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isIdentifier(node.left) &&
      flags.has(node.left.text)
    )
      resetsFlag = true;
    if (ts.isIdentifier(node) && bindings.has(node.text)) readsData = true;
    ts.forEachChild(node, visit);
  };
  visit(body);
  return flags.size > 0 && resetsFlag && readsData;
}

/** The clients only the API modules call: the account client's `authClient`, and anything of `api.ts`. */
function clientImports(file: ts.SourceFile): ts.Node[] {
  return file.statements.flatMap((statement): ts.Node[] => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return [];
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) return [];
    const from = statement.moduleSpecifier.text;
    const bindings = clause.namedBindings;
    const values =
      bindings && ts.isNamedImports(bindings)
        ? bindings.elements.filter((element) => !element.isTypeOnly)
        : [];
    if (/\/api\.ts$/.test(from)) return clause.name || values.length > 0 ? [statement] : [];
    if (/\/auth-client\.ts$/.test(from))
      return values.filter((element) => element.name.text === 'authClient');
    return [];
  });
}

/** The names a module gives to react-admin's data provider: `const dataProvider = useDataProvider()`. */
function dataProviderNames(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isIdentifier(node.initializer.expression) &&
      node.initializer.expression.text === 'useDataProvider'
    )
      names.add(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

const isHookCall = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && /^use[A-Z]/.test(calleeName(node));

/**
 * Whether a call sits in a function that TanStack Query runs: a `queryFn` or `mutationFn`, a function handed to
 * a hook (`useFormMutation(fn)`), or one of the options object handed to a hook. A function handed to a helper
 * inside one of those (`mutationFn: () => withUnlock(id, () => provider.release(id))`) runs in it too.
 */
function inQueryOrMutation(call: ts.Node): boolean {
  let node: ts.Node | undefined = call.parent;
  while (node) {
    while (node && !ts.isFunctionLike(node)) node = node.parent;
    if (!node || !(ts.isArrowFunction(node) || ts.isFunctionExpression(node))) return false;
    const fn: ts.ArrowFunction | ts.FunctionExpression = node;
    const parent: ts.Node = fn.parent;
    if (isHookCall(parent) && parent.arguments.some((argument) => argument === fn)) return true;
    if (ts.isPropertyAssignment(parent)) {
      if (ts.isIdentifier(parent.name) && ['queryFn', 'mutationFn'].includes(parent.name.text)) return true;
      return ts.isObjectLiteralExpression(parent.parent) && isHookCall(parent.parent.parent);
    }
    if (!ts.isCallExpression(parent) || !parent.arguments.some((argument) => argument === fn)) return false;
    node = parent.parent;
  }
  return false;
}

/** What a module does that only the API modules may: each finding with its line. */
function findings(path: string, text: string): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const bindings = apiBindings(file);
  const providers = dataProviderNames(file);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`line ${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: ${what}`);
  if (!signInScreens.test(path)) for (const node of clientImports(file)) at(node, 'the client itself');
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && (node.text === 'getJson' || node.text === 'postJson')) at(node, node.text);
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const fetches =
        (ts.isIdentifier(callee) && callee.text === 'fetch') ||
        (ts.isPropertyAccessExpression(callee) &&
          callee.name.text === 'fetch' &&
          ts.isIdentifier(callee.expression) &&
          ['window', 'globalThis', 'self'].includes(callee.expression.text));
      if (fetches) at(node, 'fetch(');
      if (isEffect(node) && isFlaggedDataEffect(node, bindings))
        at(node, 'an effect that reads data with a flag');
      if (
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        providers.has(callee.expression.text) &&
        !inQueryOrMutation(node)
      )
        at(node, `${callee.getText(file)} outside a query or mutation`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('reading the API', () => {
  it('goes through the data provider or the API modules everywhere else, never by hand in an effect or a handler', () => {
    const offending = sources(root)
      .map((path) => relative(root, path).split('\\').join('/'))
      .filter((path) => !apiModules.has(path))
      .flatMap((path) =>
        findings(path, readFileSync(join(root, path), 'utf8')).map((what) => `${path} ${what}`),
      );
    expect(offending).toEqual([]);
  });

  it('finds a call by hand and a flagged effect, and nothing in comments, strings or other names', () => {
    const caught = findings(
      'screen.tsx',
      `import { useEffect } from 'react';
       export function Screen({ dataProvider }) {
         useEffect(() => {
           let active = true;
           dataProvider.getResellerStats().then(() => active && undefined);
           return () => {
             active = false;
           };
         }, [dataProvider]);
         void window.fetch('/api/config');
         return fetch('/api/health');
       }`,
    );
    expect(caught).toEqual([
      'line 3: an effect that reads data with a flag',
      'line 10: fetch(',
      'line 11: fetch(',
    ]);
    expect(findings('old.ts', 'export const read = (p) => p.getJson("stats");')).toEqual(['line 1: getJson']);
    const innocent = `import { useEffect } from 'react';
      // Never fetch() here; getJson is gone.
      const text = 'fetch(postJson)';
      export function Widget({ query }) {
        useEffect(() => {
          let cancelled = false;
          void import('./widget.ts').then(() => cancelled || undefined);
          return () => {
            cancelled = true;
          };
        }, []);
        return query.refetch();
      }`;
    expect(findings('widget.tsx', innocent)).toEqual([]);
  });

  it("finds the clients used outside the API modules and the sign-in screens, and the data provider's calls outside a query or mutation", () => {
    const screen = `import { useMutation, useQuery } from '@tanstack/react-query';
      import { type Session, authClient } from '../providers/auth-client.ts';
      import { api } from '../api.ts';
      export function Screen() {
        const provider = useDataProvider();
        const stats = useQuery({ queryKey: ['s'], queryFn: () => provider.getStats() });
        const claim = useMutation({ mutationFn: (code) => provider.claimDevice({ pairing_code: code }) });
        const lookup = useFormMutation((email) => provider.lookupUser(email));
        const reveal = useMutation({ mutationFn: (id) => withUnlock(id, () => provider.reveal(id)) });
        const release = async () => {
          await provider.releaseDevice('d1');
          await withUnlock('d1', () => provider.releaseDevice('d1'));
        };
        return null;
      }`;
    expect(findings('devices/screen.tsx', screen)).toEqual([
      'line 2: the client itself',
      'line 3: the client itself',
      'line 11: provider.releaseDevice outside a query or mutation',
      'line 12: provider.releaseDevice outside a query or mutation',
    ]);
    expect(findings('auth/sign-in-page.tsx', screen).filter((found) => found.includes('client'))).toEqual([]);
    const typesOnly = `import type { Session } from '../providers/auth-client.ts';
      import { type Profile } from '../providers/auth-client.ts';`;
    expect(findings('account/list.tsx', typesOnly)).toEqual([]);
  });
});
