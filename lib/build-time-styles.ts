import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { NextConfig } from 'next';

// Resolved from the project (next.config.ts is compiled without import.meta).
const require = createRequire(join(process.cwd(), 'package.json'));

type WebpackConfig = Parameters<NonNullable<NextConfig['webpack']>>[0];

/**
 * The options of next-yak's compile step (yak-swc), the same for the build and the tests; only how
 * a module's CSS leaves it (`importMode`) differs.
 */
export function buildTimeStylesPluginOptions(importMode: { type: 'InlineMatchResource'; transpilation: 'CssModule' } | { type: 'DataUrl' }) {
  return {
    // Short class names in development too: yak-swc 8's readable names lose the rules of a
    // condition's block (`${(p) => p.$x && css\`...\`}`) in the CSS module, so the page differs.
    minify: true,
    // yak-swc names the runtime's helpers relative to this folder.
    basePath: dirname(require.resolve('next-yak/withYak')),
    displayNames: false,
    importMode,
  };
}

/**
 * Styles compiled at build time (decision 0088): every `styled` and `css` template of next-yak
 * becomes a class in a CSS file per module, served like any CSS module; the browser runs no
 * style engine. Dynamic values (`${(p) => ...}`) become CSS custom properties set in a `style`
 * attribute. Wires next-yak's two webpack steps the way its `withYak` does, with the compile
 * step in our own loader (lib/build-time-styles-loader.cjs says why).
 */
export function addBuildTimeStyles(config: WebpackConfig, { production, isServer }: { production: boolean; isServer: boolean }) {
  const yakDist = dirname(require.resolve('next-yak/withYak'));
  const pluginOptions = buildTimeStylesPluginOptions({ type: 'InlineMatchResource', transpilation: 'CssModule' });
  config.module ??= {};
  config.module.rules ??= [];
  config.module.rules.push(
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      enforce: 'pre',
      loader: resolve('lib/build-time-styles-loader.cjs'),
      options: pluginOptions,
    },
    {
      test: /\.yak\.module\.css$/,
      use: [
        // Runs second: the order styled-components gave a block's rules.
        resolve('lib/build-time-styles-order-loader.cjs'),
        // Runs first: the CSS of a module, read back from its compiled code, other modules' constants resolved.
        { loader: join(yakDist, '../loaders/webpack-loader.cjs'), options: {} },
      ],
    },
  );
  // One stylesheet for every page: a part the server renders from a lazily loaded module (the
  // landing's content, a static island that loads no JavaScript) still needs its rules in the HTML's
  // stylesheet, and Next links only the CSS of a page's own chunks. Cached across pages.
  if (!isServer && production) {
    const splitChunks = config.optimization?.splitChunks;
    if (splitChunks && typeof splitChunks === 'object') {
      splitChunks.cacheGroups = {
        ...splitChunks.cacheGroups,
        styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 100 },
      };
    }
  }
}
