/**
 * The "university" namespace with the brand names always available for interpolation
 * ({{brand}}, {{pro}}); `list` reads an array (`returnObjects`), narrowed to T[].
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { BRAND } from '@/lib/config/brand';
import type { AiToolKey } from '@/lib/config/ai-tools';

type Vars = Record<string, string | number>;

export function useUniversityText() {
  const { t } = useTranslation('university');
  const base: Vars = { brand: BRAND.name, pro: BRAND.proPlanName };
  const text = (key: string, vars?: Vars): string => t(key, { ...base, ...vars });
  function list<T>(key: string): T[] {
    const value: unknown = t(key, { ...base, returnObjects: true });
    return Array.isArray(value) ? (value as T[]) : [];
  }
  const toolName = (key: AiToolKey): string => t(`tools.${key}.name`);
  return { text, list, toolName };
}
