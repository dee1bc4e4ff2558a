import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const ICON_NAME_MESSAGE =
  'Pass a named icon component (icon={<AddIcon />} from @blueprintjs/icons), not an icon name.';
/** icon="add", icon={'add'}, icon={cond ? 'a' : 'b'}, icon={`add`} and { icon: 'add' } in data,
 * for every prop ending in Icon (icon, leftIcon, rightIcon, endIcon). */
const ICON_PROP = '/^(icon|[a-z]+Icon)$/';
const ICON_NAME_SELECTORS = [
  `JSXAttribute[name.name=${ICON_PROP}] > Literal`,
  `JSXAttribute[name.name=${ICON_PROP}] > JSXExpressionContainer > Literal`,
  `JSXAttribute[name.name=${ICON_PROP}] > JSXExpressionContainer > TemplateLiteral`,
  `JSXAttribute[name.name=${ICON_PROP}] > JSXExpressionContainer > ConditionalExpression > Literal`,
  `JSXAttribute[name.name=${ICON_PROP}] > JSXExpressionContainer > LogicalExpression > Literal`,
  `Property[key.name=${ICON_PROP}] > Literal`,
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // An icon given by name makes Blueprint download its icon font and the path data of every
      // icon (~900 KB) to draw it. Icons are components: icon={<AddIcon />}.
      'no-restricted-syntax': [
        'error',
        ...ICON_NAME_SELECTORS.map((selector) => ({ selector, message: ICON_NAME_MESSAGE })),
      ],
      'no-restricted-imports': [
        'error',
        ...['@blueprintjs/core', '@blueprintjs/icons'].map((name) => ({
          name,
          importNames: ['IconName', 'IconNames'],
          message: ICON_NAME_MESSAGE,
        })),
      ],
    },
  },
  {
    // Configuration is read in one module at boot; nothing else touches process.env.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/config/**', '**/config.ts', '**/cli/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in the config module.' },
      ],
    },
  },
);
