import { isValidElement, type ReactElement } from 'react';
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { BOOT_SCRIPT_SOURCE } from '@/lib/document/boot-script';
import { APP_LOAD, APP_LOAD_ATTRIBUTE, WAITING_SCRIPT_TYPE } from '@/lib/document/boot-script-shared';
import { loadsCodeOnIntent } from '@/lib/document/app-on-intent';
import { BRAND } from '@/lib/config/brand';
import { COOKIE_SHEET_PAGE_CSS } from '@/components/shell/cookie-sheet-css';
import { GLOBAL_CSS } from '@/styles/global-css';
import { getLocaleConfig, isLocale } from '@/lib/config/locales';
import { serverHeadTags, type ServerHeadTags } from '@/lib/seo/server-head';
import { SERVED_HEAD_ATTRIBUTE, ServerHeadCollector, type ServerHeadRequest } from '@/lib/seo/server-head-collector';

interface AppDocumentProps extends DocumentInitialProps {
  headTags: ServerHeadTags;
}

const served = { [SERVED_HEAD_ATTRIBUTE]: '' };
const DOCUMENT_CSS = GLOBAL_CSS + COOKIE_SHEET_PAGE_CSS;

type DocumentFiles = Parameters<Head['getScripts']>[0];
type ScriptProps = { src?: string; noModule?: boolean };

/**
 * The document head. On a page that loads its code on the visitor's first use (decision 0089)
 * Next's scripts are written as data blocks of a type the browser does not run, which the boot
 * script turns into scripts when the time comes.
 */
class AppHead extends Head {
  private waiting(): boolean {
    const data = this.context.__NEXT_DATA__;
    return loadsCodeOnIntent(data.page, data.locale);
  }

  private held(scripts: (ReactElement | null)[]): (ReactElement | null)[] {
    if (!this.waiting()) return scripts;
    return scripts.map((script) => {
      if (!isValidElement<ScriptProps>(script) || typeof script.props.src !== 'string') return script;
      const { src, noModule } = script.props;
      // A data block (a script of a type the browser does not run) may carry no src or nomodule.
      return <script key={script.key} type={WAITING_SCRIPT_TYPE} data-src={src} data-nomodule={noModule ? '' : undefined} />;
    });
  }

  override getPolyfillScripts() {
    return this.held(super.getPolyfillScripts()) as ReactElement[];
  }

  override getDynamicChunks(files: DocumentFiles) {
    return this.held(super.getDynamicChunks(files));
  }

  override getScripts(files: DocumentFiles) {
    return this.held(super.getScripts(files)) as ReactElement[];
  }
}

export default class AppDocument extends Document<AppDocumentProps> {
  static override async getInitialProps(ctx: DocumentContext): Promise<AppDocumentProps> {
    const originalRenderPage = ctx.renderPage;
    // The page head asks for its hreflang alternates and JSON-LD while it renders (lib/seo/server-head.ts).
    const collected: { request?: ServerHeadRequest } = {};
    const collect = (request: ServerHeadRequest) => {
      collected.request = request;
    };
    ctx.renderPage = () =>
      originalRenderPage({
        enhanceApp: (App) => (props) => (
          <ServerHeadCollector.Provider value={collect}>
            <App {...props} />
          </ServerHeadCollector.Provider>
        ),
      });
    const initialProps = await Document.getInitialProps(ctx);
    const locale = isLocale(ctx.locale) ? ctx.locale : 'en';
    return { ...initialProps, headTags: serverHeadTags(locale, collected.request) };
  }

  override render() {
    const locale = this.props.locale;
    const lang = isLocale(locale) ? getLocaleConfig(locale).htmlLang : 'en';
    return (
      <Html lang={lang} {...(loadsCodeOnIntent(this.props.__NEXT_DATA__.page, locale) ? { [APP_LOAD_ATTRIBUTE]: APP_LOAD.waiting } : {})}>
        <AppHead>
          {/* First in the head: marks <html> before anything paints (lib/document/boot-script.ts). */}
          <script dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT_SOURCE }} />
          {/* Fixed page-wide rules, parsed with the head: nothing to compile in the browser. */}
          <style dangerouslySetInnerHTML={{ __html: DOCUMENT_CSS }} />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          {/* The same on every page (spec §2.4): social cards, app links, Safari's app banner. */}
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content={BRAND.name} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta property="al:ios:app_store_id" content={BRAND.appStore.iosAppId} />
          <meta property="al:ios:app_name" content={BRAND.name} />
          <meta property="al:android:package" content={BRAND.appStore.androidPackage} />
          <meta property="al:android:app_name" content={BRAND.name} />
          <meta name="apple-itunes-app" content={`app-id=${BRAND.appStore.iosAppId}`} />
          {this.props.headTags.alternates.map((a) => (
            <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} {...served} />
          ))}
          {this.props.headTags.jsonLd && (
            <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: this.props.headTags.jsonLd }} {...served} />
          )}
        </AppHead>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
