import { readdirSync } from 'node:fs';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * Feature folders (decision 0080). Every folder under components/ is a feature, except these,
 * which any feature may import. They import only each other, ui/, lib/ and stores/.
 */
const SHARED_COMPONENTS = {
  ui: 'UI primitives: no data, no features',
  shared: 'pieces several features use: session guards, safe redirects, page head, page layouts',
  shell: 'the frame every page sits in (page shell, top bar, menus, feature links, cookie banner)',
  session: 'the signed-in session the shell loads, toasts, the profile picture',
  analytics: 'the analytics provider the shell starts',
};

/**
 * The feature-to-feature imports that stay, each with its reason. Anything else between two
 * feature folders is an error: move the piece to components/shared (or ui, or lib), or invert
 * the dependency (pass it in as a prop or a render slot).
 */
const FEATURE_EDGES = [
  { from: 'flashcards', to: ['ai/allowance-panel.tsx', 'ai/citation-link.tsx', 'ai/engine-label.tsx', 'ai/tool-work-state.tsx', 'ai/use-work-progress.ts'], why: 'model-made flashcards are an AI tool: same allowance, progress, citations and errors as the other tools' },
  { from: 'flashcards', to: ['knows/know-edit-values.ts', 'knows/know-flashcard-editor.tsx'], why: "a know's flashcards are edited with the know's editor" },
  { from: 'flashcards', to: ['study/mode-picker.tsx', 'study/study-modes.ts'], why: 'a deck offers the study modes' },
  { from: 'study', to: ['flashcards/flashcard-study.tsx'], why: 'the flashcards mode of a study set is the flashcards feature' },
  { from: 'knows', to: ['study/mode-picker.tsx'], why: "a know's page offers its flashcards' study modes" },
  { from: 'knows', to: ['upload/details-values.ts'], why: "editing a know's details uses the upload flow's values and checks" },
  { from: 'knows', to: ['library/use-folder-name-field.ts'], why: 'saving a know into a new folder names the folder as the library does' },
  { from: 'knows', to: ['search/highlighted-text.tsx'], why: 'a know opened from search highlights the query' },
  { from: 'upload', to: ['knows/know-form.tsx'], why: "a new know's details are the know's form" },
  { from: 'search', to: ['knows/know-card.tsx', 'knows/know-list.tsx'], why: 'results are lists of knows' },
  { from: 'library', to: ['knows/know-list.tsx', 'knows/use-know.ts'], why: 'folders hold knows' },
  { from: 'knowers', to: ['knows/know-list.tsx', 'chat/start-chat-button.tsx'], why: "a knower's profile lists their knows and starts a chat" },
  { from: 'users', to: ['chat/start-chat-button.tsx'], why: "a user's page starts a chat" },
  { from: 'subjects', to: ['knows/know-list.tsx', 'topics/follow-topic-button.tsx'], why: 'a subject page lists knows and follows its topics' },
  { from: 'review', to: ['knows/document-viewer-lazy.tsx', 'knows/know-flashcard-list.tsx', 'payouts/payout-request-values.ts'], why: 'reviewers see the know and payout request as their authors do' },
  { from: 'profile', to: ['auth/api-errors.ts', 'auth/validation.ts'], why: "account settings check e-mail and password by sign-up's rules and messages" },
  { from: 'profile', to: ['library/content-conversion-banner.tsx', 'polls/poll-editor.tsx', 'search/know-feed-section.tsx'], why: 'the home feed and profile show these features’ sections' },
  { from: 'chat', to: ['polls/poll-form.tsx', 'polls/poll-view.tsx'], why: 'polls are posted and shown in chats' },
  { from: 'payouts', to: ['competition/competition-teaser.tsx'], why: 'the payouts page advertises the running competition' },
  { from: 'ai', to: ['upload/drop-zone.tsx', 'upload/file-checks.ts', 'upload/upload-list.tsx', 'upload/use-upload-queue.ts'], why: 'the AI tools take documents through the upload queue' },
  { from: 'ai', to: ['university/tool-cta.tsx'], why: 'the tools end with the university call to action' },
];

const componentFolders = readdirSync('components', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const sharedFolders = Object.keys(SHARED_COMPONENTS);
const featureFolders = componentFolders.filter((name) => !sharedFolders.includes(name));

/** Folders under server/ other than http: the domains (accounts, knows, search, ...). */
const serverDomains = readdirSync('server', { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== 'http').map((d) => d.name);

const featureZones = [
  ...featureFolders.map((feature) => ({
    target: `./components/${feature}`,
    from: './components',
    except: [`./${feature}`, ...sharedFolders.map((s) => `./${s}`), ...FEATURE_EDGES.filter((e) => e.from === feature).flatMap((e) => e.to.map((t) => `./${t}`))],
    message: 'A feature imports no other feature (decision 0080): use components/shared, ui or lib, or list the edge with its reason in FEATURE_EDGES.',
  })),
  ...sharedFolders
    .filter((s) => s !== 'ui')
    .map((s) => ({
      target: `./components/${s}`,
      from: './components',
      except: sharedFolders.map((other) => `./${other}`),
      message: `components/${s} is shared (${SHARED_COMPONENTS[s]}): it imports no feature.`,
    })),
];

/** Imports flow one way: shared (lib, styles, ui) -> features (components, stores) -> app (pages). */
const layerRules = [
  {
    files: ['lib/**', 'styles/**', 'stores/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/pages/*', '@/server/*', '**/server/**'], message: 'lib/, styles/ and stores/ must not import pages or server code.' }] }],
    },
  },
  {
    files: ['components/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['@/pages/*', '@/server/*', '**/server/**'], message: 'Components never import pages or server code; use lib/api.' }],
        // next-i18next's index re-exports Trans: taking it from there puts Trans and its HTML
        // parser (~3.4 KiB gzip) into every page's _app chunk (decision 0013). Its useTranslation
        // costs every component readiness checks the pages never need (decision 0081).
        paths: [{ name: 'next-i18next/pages', importNames: ['Trans', 'useTranslation'], message: "Import Trans from 'react-i18next' (it stays in the pages that use it) and useTranslation from '@/lib/i18n/use-translation'." }],
      }],
    },
  },
  {
    files: ['components/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/components/shell/*', '@/stores/*', '@/lib/api/*', '@/pages/*', '@/server/*'], message: 'UI primitives fetch no data and know no features.' }] }],
    },
  },
];

/**
 * Boundaries the linter enforces (DESIGN.md "Layers"): lib/ never imports
 * components/ or stores/; client code (components, stores, lib, styles) never imports server/.
 * pages/ may import server/ only from data-loading functions, which Next strips from the client.
 * No import cycles is checked by oxlint's import/no-cycle (`npm run lint:cycles`, .oxlintrc.json):
 * the same rule as eslint-plugin-import's, in under a second where that one took 55 s of lint's
 * 105 s (decision 0083).
 */
const boundaryRules = [
  {
    files: ['**/*.{ts,tsx,mjs}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './lib', from: ['./components', './stores', './pages', './server'], message: 'lib/ is shared: it never imports components, stores, pages or server code.' },
            { target: ['./components', './stores', './styles'], from: ['./server', './pages'], message: 'Client code never imports server/ or pages/; use lib/api.' },
            { target: './components/ui', from: ['./stores', './lib/api', ...componentFolders.filter((name) => name !== 'ui').map((name) => `./components/${name}`)], message: 'UI primitives fetch no data and know no features.' },
            { target: './server', from: ['./components', './stores', './pages'], message: 'server/ never imports client code.' },
            // Domains may use HTTP helpers (replies, request types, page glue) but never the route
            // table or the handler: routes call domains, not the reverse (decision 0080).
            { target: serverDomains.map((name) => `./server/${name}`), from: ['./server/http/routes', './server/http/handler.ts'], message: 'Only server/http mounts routes; a domain never imports the route table or the handler.' },
            ...featureZones,
          ],
        },
      ],
    },
  },
];

const config = [
  { ignores: ['.next/**', 'bench/floor/.next/**', 'node_modules/**', '.data/**', 'coverage/**', 'playwright-report/**', 'test-results/**', 'next-env.d.ts', 'server/db/migrations/**'] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  ...layerRules,
  ...boundaryRules,
  {
    rules: {
      '@next/next/no-img-element': 'off',
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // Webpack runs loaders as CommonJS modules (lib/build-time-styles-*-loader.cjs, decision 0088).
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
