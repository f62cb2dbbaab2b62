/**
 * The menus' link items (menu panel, profile menu, a reviewer's items): an <li> with an AppLink
 * each, in the order given; an entry given as `false` (a link this edition or user does not have)
 * is left out.
 */
import { AppLink } from '@/components/ui/app-link';

interface MenuLink {
  to: string;
  label: string;
}

export function MenuLinkItems({ links }: { links: readonly (MenuLink | false)[] }) {
  return (
    <>
      {/* Keyed by place: links to features not live yet share one address (featureHref). */}
      {links.map(
        (link, i) =>
          link && (
            <li key={i}>
              <AppLink to={link.to}>{link.label}</AppLink>
            </li>
          ),
      )}
    </>
  );
}
