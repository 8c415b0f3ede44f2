// Lint that keeps the architecture honest (bulletproof-react style import zones) plus typescript-eslint.
// Zones are expressed with no-restricted-imports over the `@/` alias; relative imports may not climb into another
// top-level folder (they would dodge the zones), so cross-folder imports always go through the alias.
import fs from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'

const features = fs.existsSync('src/features') ? fs.readdirSync('src/features').filter((d) => !d.startsWith('.')) : []
const subpackages = ['my', 'message', 'workFlow', 'apply']

const climbOut = { regex: '^(\\.\\./){2,}(features|pages|lib|utils|config|components|server)(/|$)', message: 'Import other top-level folders through the @/ alias so the import zones apply.' }
const noServer = { regex: '(^|/)server/', message: 'The app never imports server code; the shared contract lives in types/ (@shared/...).' }

const engineZone = { group: ['@/features/**', '@/pages/**'], message: 'The engines import no domain feature and no page: domains open them through their extension points.' }

const restrict = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns: [climbOut, noServer, ...patterns] }] } })

export default tseslint.config(
  // tests/fixtures/hls holds MPEG-TS video segments (.ts), not TypeScript
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'tests/e2e/out/**', 'tests/fixtures/hls/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error'
    }
  },
  {
    files: ['tests/**/*.ts', 'tests/**/*.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-require-imports': 'off' }
  },
  // shared layers never reach up into features or pages
  restrict(['src/lib/**', 'src/utils/**', 'src/config/**', 'src/components/**'], [
    { group: ['@/features/**', '@/pages/**'], message: 'Shared code (lib, utils, config, components) may not depend on features or pages.' }
  ]),
  // pages compose features through their public index only; pages never import each other
  restrict(['src/pages/**'], [
    { group: ['@/features/*/**'], message: 'Pages import a feature only through its index (@/features/<name>).' },
    { group: ['@/pages/**'], message: 'Pages do not import other pages.' },
    { regex: '^\\.\\./', message: 'Pages import shared code through the @/ alias, never from a parent folder (another page).' }
  ]),
  // the engines sit below the domains; the workflow detail draws low-code forms, so the low-code engine reaches the
  // workflow engine only through its door that imports nothing of it (launch.ts)
  restrict(['src/engines/workflow/**'], [engineZone]),
  restrict(['src/engines/lowcode/**'], [engineZone, {
    regex: '^@/engines/workflow(?!/launch$)(/|$)',
    message: 'The low-code engine uses the workflow engine only through @/engines/workflow/launch (no import circle).'
  }]),
  // a feature never imports another feature
  ...features.map((f) =>
    restrict([`src/features/${f}/**`], [
      { group: ['@/features/*', '@/features/*/**', `!@/features/${f}`, `!@/features/${f}/**`], message: 'A feature does not import another feature; compose them in a page.' },
      { group: ['@/pages/**'], message: 'Features do not import pages.' }
    ])
  ),
  // main-package pages (tabs, login, launch) never import subpackage code
  restrict(['src/pages/index/**', 'src/pages/login/**', 'src/pages/launch/**'], [
    { group: ['@/features/*/**'], message: 'Pages import a feature only through its index (@/features/<name>).' },
    { group: ['@/pages/**'], message: 'Pages do not import other pages.' },
    { regex: '^\\.\\./', message: 'Pages import shared code through the @/ alias, never from a parent folder (another page).' },
    { regex: `(^|/)pages/(${subpackages.join('|')})/`, message: 'Main-package pages may not import subpackage code.' }
  ]),
  // the server never imports the app
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)src/(pages|features|lib|components)/', message: 'The server never imports app code.' }, { group: ['@tarojs/*', 'react', 'taro-ui'], message: 'The server never imports app packages.' }] }] }
  }
)
