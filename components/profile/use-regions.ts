/** The edition country's regions (lib/api/regions.ts); empty where none are kept or while loading. */
import type { Region } from '@/lib/api/countries';
import { useRegions as useCountryRegions } from '@/lib/api/regions';
import { useEdition } from '@/lib/edition/use-edition';

export type { Region };

export function useRegions(): Region[] {
  return useCountryRegions(useEdition().country.id);
}
