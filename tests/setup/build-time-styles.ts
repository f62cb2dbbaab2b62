/**
 * Vite plugin for the unit and component tests: modules that write styles go through next-yak's
 * compile step as in the build (lib/build-time-styles-loader.cjs), so components render with the
 * class names and custom properties they have in the browser, and each module's rules are added
 * to the test document as a <style>, in the order the build gives them and with the nesting
 * flattened (jsdom reads no nested CSS); the theme's constants are filled in. The accessible name of an element depends on its
 * children's display (a flex item is a block, so its text is a word of its own), so the tests see
 * the names a browser gives. Other modules' mixins and constants are left out here (the build's CSS
 * loader resolves them); how a page looks is checked in a browser.
 */
import { createRequire } from 'node:module';
import { transform as flattenCss } from 'lightningcss';
import type { Plugin } from 'vite';
import { buildTimeStylesPluginOptions } from '../../lib/build-time-styles';
import * as themeModule from '../../styles/theme';

const require = createRequire(import.meta.url);
const { compileStyles } = require('../../lib/build-time-styles-loader.cjs') as {
  compileStyles: (code: string, options: { filename: string; pluginOptions: object }) => Promise<{ code: string; map?: string }>;
};
const { declarationsBeforeNestedRules } = require('../../lib/build-time-styles-order-loader.cjs') as {
  declarationsBeforeNestedRules: (css: string) => { css: string };
};

// The CSS as a data: URL import, which the plugin turns into a <style> (no CSS pipeline in tests).
const pluginOptions = buildTimeStylesPluginOptions({ type: 'DataUrl' });

const CSS_IMPORT = /^import "data:text\/css;base64,([^"]*)";$/m;
// Targets without CSS nesting, so that lightningcss writes every rule out flat.
const FLAT = { chrome: 100 << 16 };

// How next-yak's compile step leaves a constant or mixin of another module for its CSS loader.
const CROSS_MODULE = /--yak-css-import: url\("([^"]*)",(mixin|selector)\)/g;

/** A value of styles/theme.ts by its path ("theme:colors:ink", "media:mobile"); undefined for other modules. */
function themeValue(reference: string): string | undefined {
  const [module, ...path] = reference.split(':');
  if (module !== '@/styles/theme') return undefined;
  let value: unknown = themeModule;
  for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function flatCss(base64: string, filename: string): string {
  const css = Buffer.from(base64, 'base64')
    .toString('utf8')
    // Another module's mixin on a line of its own: left out.
    .replace(/^\s*--yak-css-import: url\("([^"]*)",mixin\);?\s*$/gm, (line, reference: string) => (themeValue(reference) ? line : ''))
    .replace(CROSS_MODULE, (_, reference: string, kind: string) => themeValue(reference) ?? (kind === 'selector' ? '.left-out-in-tests' : 'unset'));
  try {
    const ordered = declarationsBeforeNestedRules(css).css;
    return flattenCss({ filename, code: Buffer.from(ordered), targets: FLAT, errorRecovery: true }).code.toString();
  } catch {
    return ''; // CSS these tools cannot read: the module's elements go unstyled in the tests
  }
}

export function buildTimeStyles(): Plugin {
  return {
    name: 'knowly-build-time-styles',
    enforce: 'pre',
    async transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id) || !code.includes('next-yak')) return null;
      const result = await compileStyles(code, { filename: id, pluginOptions });
      const base64 = CSS_IMPORT.exec(result.code)?.[1];
      const style = base64
        ? `if (typeof document !== 'undefined') { const style = document.createElement('style'); style.textContent = ${JSON.stringify(flatCss(base64, id))}; document.head.append(style); }`
        : '';
      return { code: result.code.replace(CSS_IMPORT, style), map: result.map ?? null };
    },
  };
}
