/** The edition country's regions (GET countries/{id}/regions); empty where none are kept or while loading. */
import { useEffect, useState } from 'react';
import { getRegions, type Region } from '@/lib/api/countries';
import { useEdition } from '@/lib/edition/use-edition';

export type { Region };

export function useRegions(): Region[] {
  const { country } = useEdition();
  const [state, setState] = useState<{ countryId: number; regions: Region[] } | null>(null);
  useEffect(() => {
    let cancelled = false;
    getRegions(country.id)
      .catch(() => [] as Region[])
      .then((regions) => {
        if (!cancelled) setState({ countryId: country.id, regions });
      });
    return () => {
      cancelled = true;
    };
  }, [country.id]);
  return state?.countryId === country.id ? state.regions : [];
}
