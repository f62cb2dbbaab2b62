/**
 * The parents page's two-column icon grids (benefits, safety): one IconCard per item, titled and
 * worded from `{section}.items.{key}` of the parents namespace (with the brand name), and what
 * `extra` adds below an item's text.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { IconName } from '@/components/ui/icons';
import { CardGrid, IconCard } from '@/components/shared/landing-section';
import { BRAND } from '@/lib/config/brand';

export function ParentsCards<I extends { key: string; icon: IconName }>({
  section,
  items,
  extra,
}: {
  section: 'benefits' | 'safety';
  items: I[];
  extra?: (item: I) => ReactNode;
}) {
  const { t } = useTranslation('parents');
  const vars = { brand: BRAND.name };
  return (
    <CardGrid $columns={2}>
      {items.map((item, i) => (
        <IconCard
          key={item.key}
          icon={item.icon}
          index={i}
          title={t(`${section}.items.${item.key}.title`, vars)}
          text={t(`${section}.items.${item.key}.text`, vars)}
        >
          {extra?.(item)}
        </IconCard>
      ))}
    </CardGrid>
  );
}
