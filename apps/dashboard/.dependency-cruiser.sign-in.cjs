/**
 * The screens outside the layout (sign in, sign up, password and e-mail steps) are drawn without react-admin, its
 * router and its query client (decision 52): nothing `src/main.tsx` imports statically may reach them (react-admin's
 * translation package, `ra-i18n-polyglot`, is node-polyglot only and may). A dynamic import (react-admin's app, the
 * form's rules) is where that code may start, so this cruise leaves dynamic imports out. Runs with the type check, beside `.dependency-cruiser.cjs`.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'sign-in-without-react-admin',
      severity: 'error',
      comment:
        "The sign-in screens' first load may not reach react-admin, React Router or TanStack Query: import them " +
        'from code that main.tsx loads with a dynamic import.',
      from: { path: '^src/main\\.tsx$' },
      to: {
        path: 'node_modules/(react-admin|ra-core|ra-ui-materialui|ra-data-simple-rest|react-router|react-router-dom|@tanstack/(react-query|query-core))/',
        reachable: true,
      },
    },
  ],
  options: {
    includeOnly: ['^src/', 'node_modules/'],
    exclude: { dynamic: true },
    doNotFollow: { path: 'node_modules' },
    // What the browser loads: a type-only import is gone from the built code.
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      conditionNames: ['import', 'browser', 'default'],
    },
  },
};
