import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A server module is used only through its `index.ts`: other modules, app.ts, http/ and the rest of
 * the server import `modules/<name>/index.js`, never a file inside. Relative paths say how deep
 * the importing file sits, so there is one pattern per depth.
 */
const serverModuleEdge = (regex) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ regex, message: 'Import another server module through its index.js.' }] },
  ],
});
const intoOtherModule = (depth) => serverModuleEdge(`^(\\.\\./){${depth}}(?!\\.)[^/]+/(?!index\\.js$)`);
// Browser tests find things the way people do (roles, labels, text), never by a CSS class, and only
// through the page objects in e2e/pages: a test reads as steps, and a changed screen is fixed in one place.
const CSS_CLASS_SELECTOR = '/(^|[\\s>+~,(]|[\\w\\])])\\.[A-Za-z_-]|\\[class[~|^$*]?=/';
const LOCATOR_CALL = 'CallExpression[callee.property.name=/^(locator|frameLocator)$/]';
const noClassLocators = [
  {
    selector: `${LOCATOR_CALL} > Literal.arguments[value=${CSS_CLASS_SELECTOR}]`,
    message: 'Find it by role, label or text (a test id where nothing else names it), not by a CSS class.',
  },
  {
    selector: `${LOCATOR_CALL} > TemplateLiteral.arguments > TemplateElement[value.raw=${CSS_CLASS_SELECTOR}]`,
    message: 'Find it by role, label or text (a test id where nothing else names it), not by a CSS class.',
  },
];
const noLocatorsInTests = [
  {
    selector:
      'CallExpression[callee.property.name=/^(locator|frameLocator|getBy(Role|Text|Label|TestId|Placeholder|AltText|Title))$/]',
    message: 'Locators belong in the page objects of e2e/pages; the tests use their members.',
  },
  {
    selector:
      'CallExpression[callee.object.name="page"][callee.property.name=/^(\\$|\\$\\$|\\$eval|\\$\\$eval|waitForSelector|click|dblclick|fill|check|uncheck|hover|focus|press|type|tap|textContent|innerText|innerHTML|getAttribute|inputValue|isChecked|isDisabled|isEditable|isEnabled|isHidden|isVisible|selectOption|setInputFiles|dispatchEvent)$/]',
    message: 'Selectors belong in the page objects of e2e/pages; the tests use their members.',
  },
];

// A server module's SQL lives in its store files; handlers and routes hold the rules and the answers.
const noSqlInHandlers = [
  {
    selector:
      'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|with|withRecursive)$/]',
    message: 'Queries belong in the module store (<module>Store.ts); call a store function from here.',
  },
  {
    selector: 'CallExpression[callee.name=/^(select|update|delete)TenantRows$/]',
    message: 'Queries belong in the module store (<module>Store.ts); call a store function from here.',
  },
  {
    selector: 'TaggedTemplateExpression[tag.name="sql"], CallExpression[callee.object.name="sql"]',
    message: 'SQL belongs in the module store (<module>Store.ts); call a store function from here.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/storybook-static/**',
      '**/.kizuna-data/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Pages compose hooks and components; a component that grows past this is split.
    files: ['packages/app/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['scripts/**', 'e2e/**', 'bench/**', '**/*.mjs', 'packages/server/src/cli.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['packages/server/src/**/*.ts', 'packages/server/test/**/*.ts', 'bench/**/*.ts'],
    // The upload worker's thread loads only the two files it runs, not the whole module.
    ignores: ['packages/server/src/modules/**', 'packages/server/src/workers/uploadWorker.ts'],
    rules: serverModuleEdge('(^|/)modules/[^/]+/(?!index\\.js$)'),
  },
  { files: ['packages/server/src/modules/*.ts'], rules: serverModuleEdge('^\\./[^/]+/(?!index\\.js$)') },
  { files: ['packages/server/src/modules/*/*.ts'], rules: intoOtherModule(1) },
  { files: ['packages/server/src/modules/*/*/*.ts'], rules: intoOtherModule(2) },
  { files: ['packages/server/src/modules/*/*/*/*.ts'], rules: intoOtherModule(3) },
  {
    files: ['packages/server/src/modules/**/*Handlers.ts', 'packages/server/src/modules/**/*Routes.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noSqlInHandlers] },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noClassLocators] },
  },
  {
    files: ['e2e/tests/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noClassLocators, ...noLocatorsInTests] },
  },
);
