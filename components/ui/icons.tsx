/** Small decorative line icons (24×24, currentColor), by name. Always aria-hidden: the text next to them carries the meaning. */
import { LANDING_ICON_PATHS, SvgIcon } from '@/components/ui/icon-base';

export { IconTile } from '@/components/ui/icon-base';

export type IconName = 'know' | 'flashcards' | 'guide' | 'ai' | 'knower' | 'shield' | 'eye' | 'lock' | 'flag' | 'book' | 'users' | 'star' | 'upload' | 'calendar' | 'gift';

const PATHS: Record<IconName, string> = {
  ...LANDING_ICON_PATHS,
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  lock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2',
  flag: 'M5 21V4M5 4h11l-2 4 2 4H5',
  book: 'M5 4h10a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zM5 17a3 3 0 0 1 3-3h10',
  users: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c.7-3.5 3.2-5.5 6.5-5.5s5.8 2 6.5 5.5M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.8c2 .7 3.2 2.5 3.5 5.2',
  star: 'M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z',
  upload: 'M12 16V4M7 9l5-5 5 5M4 15v5h16v-5',
  calendar: 'M4 6h16v15H4zM4 10h16M8 3v5M16 3v5',
  gift: 'M4 10h16v4H4zM6 14h12v7H6zM12 10v11M12 10c-1.5-4-6-5-6-2s6 2 6 2zM12 10c1.5-4 6-5 6-2s-6 2-6 2z',
};

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return <SvgIcon d={PATHS[name]} size={size} />;
}
