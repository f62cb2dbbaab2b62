/**
 * The parents page's two-column icon grids (benefits, safety): per item a card with its icon in a
 * tile (blue and pink alternating down the grid), titled and worded from `{section}.items.{key}`
 * of the parents namespace (with the brand name), and what `extra` adds below the item's text.
 * The cards are drawn here, not in landing-section: that module is in the landing's first load,
 * which the icons would grow.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Icon, IconTile, type IconName } from '@/components/ui/icons';
import { Card, CardGrid } from '@/components/shared/landing-section';
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
        <Card key={item.key}>
          <IconTile $tone={i % 2 ? 'pink' : 'blue'}>
            <Icon name={item.icon} />
          </IconTile>
          <h3>{t(`${section}.items.${item.key}.title`, vars)}</h3>
          <p>{t(`${section}.items.${item.key}.text`, vars)}</p>
          {extra?.(item)}
        </Card>
      ))}
    </CardGrid>
  );
}
