import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { BOOT_SCRIPT_SOURCE } from '@/lib/document/boot-script';
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
      <Html lang={lang}>
        <Head>
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
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
