/**
 * Webpack loader: next-yak's compile step (the yak-swc plugin) run in @swc/core, before Next's
 * own SWC loader (decision 0088). Next runs SWC plugins in its bundled SWC, whose plugin ABI is
 * newer than the yak-swc on our registry (yak-swc 8; next-yak 9's plugin is not published there),
 * so the plugin runs here, in the @swc/core release next-yak 8 depends on. The output keeps JSX,
 * comments (the extracted CSS rides in them to next-yak's CSS loader) and modules; Next's loader
 * compiles the rest as for any file.
 */
const path = require('node:path');
const { transform } = require('@swc/core');

const yakSwcPlugin = require.resolve('yak-swc');
// Where @swc/core keeps the plugin compiled for this machine (its default is ./.swc in the project).
const pluginCache = path.join(__dirname, '..', 'node_modules', '.cache', 'build-time-styles-swc');

/** next-yak's compile step on one module's source: `{ code, map }`. Also used by the tests' Vite plugin. */
function compileStyles(code, { filename, inputMap, pluginOptions }) {
  const typescript = /\.[cm]?tsx?$/.test(filename);
  return transform(code, {
    filename,
    sourceFileName: filename,
    sourceMaps: true,
    inputSourceMap: inputMap,
    isModule: true,
    minify: false,
    jsc: {
      parser: typescript ? { syntax: 'typescript', tsx: /x$/.test(filename) } : { syntax: 'ecmascript', jsx: true },
      target: 'es2022',
      preserveAllComments: true,
      transform: { react: { runtime: 'preserve' } },
      experimental: { plugins: [[yakSwcPlugin, pluginOptions]], cacheRoot: pluginCache },
    },
  });
}

module.exports = function buildTimeStylesLoader(code, inputMap) {
  const callback = this.async();
  // Only modules that write styles need the plugin: the rest pass untouched (build time).
  if (!code.includes('next-yak')) return callback(null, code, inputMap);
  compileStyles(code, {
    filename: this.resourcePath,
    inputMap: typeof inputMap === 'string' ? inputMap : inputMap ? JSON.stringify(inputMap) : undefined,
    pluginOptions: this.getOptions(),
  }).then((result) => callback(null, result.code, result.map ? JSON.parse(result.map) : undefined), callback);
};
module.exports.compileStyles = compileStyles;
