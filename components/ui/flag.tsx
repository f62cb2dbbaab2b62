/**
 * A country's flag, decorative (the label next to it names the country or language). A PNG
 * rendered from its SVG source (scripts/render-flags.mjs): an SVG image costs the page's main
 * thread a document of its own, and the top bar shows a flag on every page.
 */
import type { CountryCode } from '@/lib/config/countries';

export function Flag({ country, width = 24 }: { country: CountryCode; width?: number }) {
  return (
    <img
      src={`/flags/${country.toLowerCase()}.png`}
      alt=""
      width={width}
      height={Math.round((width * 2) / 3)}
      loading="lazy"
      style={{ objectFit: 'cover', borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,0.12)' }}
    />
  );
}
