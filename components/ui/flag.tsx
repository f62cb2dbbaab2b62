/** A country's flag, decorative (the label next to it names the country or language). */
import type { CountryCode } from '@/lib/config/countries';

export function Flag({ country, width = 24 }: { country: CountryCode; width?: number }) {
  return (
    <img
      src={`/flags/${country.toLowerCase()}.svg`}
      alt=""
      width={width}
      height={Math.round((width * 2) / 3)}
      loading="lazy"
      style={{ objectFit: 'cover', borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,0.12)' }}
    />
  );
}
