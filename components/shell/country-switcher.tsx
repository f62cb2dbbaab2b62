/**
 * Country switcher (spec §2.4): a dialog with every content language, flag and label, in two
 * columns. Choosing one goes to the same path under that locale, on the origin where the
 * locale lives (its edition's, else the default edition's under a `/{locale}` prefix; the
 * origins come from EDITION_DOMAINS, decision 0010).
 */
import { useRouter } from "next/router";
import { styled } from "next-yak";
import { useTranslation } from '@/lib/i18n/use-translation';
import { editionOrigin } from "@/lib/config/editions";
import {
  LOCALES,
  LOCALE_CONFIGS,
  isLocale,
  DEFAULT_LOCALE,
  type Locale,
} from "@/lib/config/locales";
import { Flag } from "@/components/ui/flag";
import { currentCanonicalPath } from "@/lib/links/current-canonical-path";
import { localeHref } from "@/lib/links/locale-path";
import { Dialog } from "@/components/ui/dialog";
import { theme } from "@/styles/theme";

export { currentCanonicalPath };

export function switchTarget(target: Locale, canonicalPath: string): string {
  return `${editionOrigin(target)}${localeHref(target, canonicalPath)}`;
}

export function CountrySwitcher({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("common");
  const router = useRouter();
  const current = isLocale(router.locale) ? router.locale : DEFAULT_LOCALE;

  const hrefFor = (target: Locale) =>
    switchTarget(target, currentCanonicalPath(router.asPath, current));

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("switcher.title")}
      closeLabel={t("switcher.close")}
      maxWidth={theme.widths.countrySwitcher}
    >
      {open && (
        <Grid>
          {LOCALES.map((l) => {
            const cfg = LOCALE_CONFIGS[l];
            return (
              <li key={l}>
                <a
                  href={hrefFor(l)}
                  lang={cfg.htmlLang}
                  hrefLang={cfg.htmlLang}
                  aria-current={l === current ? "true" : undefined}
                >
                  <Flag country={cfg.country} /> {cfg.label}
                </a>
              </li>
            );
          })}
        </Grid>
      )}
    </Dialog>
  );
}

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 12px 0 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 4px 12px;
  a {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 8px 6px;
    border-radius: ${theme.radius.sm}px;
    color: ${theme.colors.ink};
    text-decoration: none;
  }
  a:hover,
  a[aria-current="true"] {
    background: ${theme.colors.blue100};
  }
`;
