import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { NextConfig } from 'next';
import { browserBuildEnv } from './lib/build-env';
import { addBuildTimeStyles } from './lib/build-time-styles';
import { buildFingerprint } from './lib/build-fingerprint';
import { DEFAULT_LOCALE, LOCALES } from './lib/config/locales';
import { securityHeaders } from './lib/security-headers';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // APP_ENV reaches the browser as NEXT_PUBLIC_APP_ENV (docs/decisions/0009-server-start-and-edge.md),
  // and nothing else but NEXT_PUBLIC_*: origins and PORT are read at run time (decision 0076).
  env: browserBuildEnv(process.env),
  // The sources and baked-in settings' hash: `npm start` reuses a build whose id matches (decision 0076).
  generateBuildId: () => buildFingerprint(process.cwd(), process.env),
  // Host -> edition is done in proxy.ts (docs/decisions/0001-editions-by-host.md).
  i18n: { locales: [...LOCALES], defaultLocale: DEFAULT_LOCALE, localeDetection: false },
  // Lightning CSS flattens the nesting of the build-time styles (decision 0088) for the browsers Next targets.
  experimental: { useLightningcss: true },
  // `npm test` runs tsc as a step of its own, beside the build (scripts/test.mjs, decision 0075).
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  // Native and WASM packages the server loads at run time rather than bundles.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pg', 'geoip-country', 'nodemailer', 'pdfjs-dist', '@napi-rs/canvas', '@pdfme/pdf-lib', '@pdf-lib/fontkit', 'ts-fsrs', 'pg-boss', 'sql.js', 'yauzl', 'yazl'],
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
  },
  webpack(config, { isServer, webpack, dev }) {
    addBuildTimeStyles(config, { production: !dev, isServer });
    if (!isServer) {
      // Every page loads the build manifest and the runtime, which name each chunk by its content
      // hash: 8 hex digits instead of Next's 16 still tell versions apart (each file name also
      // carries its chunk id or route) and save ~1 KiB gzip on every first load (issue 9 §8).
      config.output.hashDigestLength = 8;
      // Smaller stand-ins for two React-16-era helpers in every page's _app chunk (lib/shims).
      config.plugins.push(
        new webpack.NormalModuleReplacementPlugin(/^use-sync-external-store\/shim$/, resolve('lib/shims/use-sync-external-store.ts')),
        new webpack.NormalModuleReplacementPlugin(/^hoist-non-react-statics$/, resolve('lib/shims/hoist-non-react-statics.ts')),
      );
    }
    // BUNDLE_STATS=1 next build --webpack: writes .next/client-stats.json (chunks and their modules)
    // to see what a page's first-load JavaScript contains (decision 0013).
    if (process.env.BUNDLE_STATS && !isServer) {
      config.plugins.push({
        apply(compiler: { hooks: { done: { tap: (name: string, fn: (stats: { toJson: (o: object) => unknown }) => void) => void } } }) {
          compiler.hooks.done.tap('client-stats', (stats) => {
            const json = stats.toJson({ all: false, chunks: true, chunkModules: true, nestedModules: true, dependentModules: true, chunkModulesSpace: 100000, nestedModulesSpace: 100000, ids: true });
            writeFileSync('.next/client-stats.json', JSON.stringify(json));
          });
        },
      });
    }
    return config;
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV !== 'production') }];
  },
};

export default nextConfig;
