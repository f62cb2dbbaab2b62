/**
 * Menu panel (spec §2.4): subjects left, the selected subject's topics right with "show all
 * topics"; full-screen topics with a back button on small screens; fixed entries by condition.
 * Signed-in users also get the library (in every edition, decision 0059) and flashcards.
 * Closes on outside click, the close button, Escape, and 250 ms after a link click.
 *
 * Rendered into document.body (a portal): inside the top bar, whose transform slides it away on
 * scroll, a position: fixed panel would be laid out relative to the bar (81 px tall on a phone)
 * instead of the viewport (issue 22). While open it keeps the focus and the page does not scroll.
 */
import { useRef, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { styled } from 'next-yak';
import { unstyledList } from '@/components/ui/unstyled-list';
import { useTranslation } from '@/lib/i18n/use-translation';
import { AppLink } from '@/components/ui/app-link';
import { TopicLinkItems } from '@/components/shared/topic-link-items';
import { BRAND } from '@/lib/config/brand';
import { BRAND_LINKS } from '@/lib/config/operator';
import { useEdition } from '@/lib/edition/use-edition';
import { SCROLL_LIFT_ATTRIBUTE } from '@/lib/document/boot-script-shared';
import { useModalFocus } from '@/lib/hooks/use-modal-focus';
import { useOutsideClick } from '@/lib/hooks/use-outside-click';
import { media, theme } from '@/styles/theme';
import { featureHref } from './feature-href';
import { MenuLinkItems } from './menu-link-items';
import { useMenuTopics } from './menu-topics';
import type { MenuSubject } from '@/lib/pages/shell-data';

export interface MenuPanelProps {
  id: string;
  subjects: MenuSubject[];
  signedIn: boolean;
  onClose: () => void;
}

export function MenuPanel({ id, subjects: given, signedIn, onClose }: MenuPanelProps) {
  const { t } = useTranslation('common');
  const { country } = useEdition();
  const subjects = useMenuTopics(country.id, given);
  const ref = useRef<HTMLDivElement>(null);
  const [selectedId, setSelectedId] = useState<number | null>(subjects[0]?.id ?? null);
  const [mobileTopicsOpen, setMobileTopicsOpen] = useState(false);
  useOutsideClick(ref, onClose, true);
  useModalFocus(ref);

  const selected = subjects.find((s) => s.id === selectedId) ?? subjects[0];
  const campaign = country.flags.hasContentCampaignRunning;

  // Let the navigation start, then close (spec: 250 ms after a link click).
  const closeSoon = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('a')) setTimeout(onClose, theme.timing.menuCloseDelay);
  };

  return createPortal(
    <Panel id={id} ref={ref} role="dialog" aria-modal="true" aria-label={t('menu.label')} onClick={closeSoon} {...{ [SCROLL_LIFT_ATTRIBUTE]: '' }}>
      <CloseButton type="button" onClick={onClose} aria-label={t('menu.close')}>
        ×
      </CloseButton>
      <Columns>
        <SubjectColumn $hiddenOnMobile={mobileTopicsOpen} aria-label={t('menu.subjects')}>
          <ColumnTitle>{t('menu.subjects')}</ColumnTitle>
          {subjects.length === 0 && (
            <>
              <Empty>{t('menu.noSubjects')}</Empty>
              <List>
                <MenuLinkItems
                  links={[
                    { to: '/#popular-knows', label: t('menu.popularKnows') },
                    { to: '/knows/search', label: t('menu.searchKnows') },
                  ]}
                />
              </List>
            </>
          )}
          <List>
            {subjects.map((s) => (
              <li key={s.id}>
                <SubjectButton
                  type="button"
                  aria-pressed={s.id === selected?.id}
                  onClick={() => {
                    setSelectedId(s.id);
                    setMobileTopicsOpen(true);
                  }}
                >
                  {s.name}
                </SubjectButton>
              </li>
            ))}
          </List>
          <Fixed>
            <MenuLinkItems
              links={[
                { to: '/subjects', label: t('menu.allSubjects') },
                campaign && { to: '/expansion', label: t('menu.myUploads') },
                country.flags.hasParentsPages && { to: '/for-parents', label: t('menu.parents') },
                country.flags.hasParentsPages && { to: '/about/advertise', label: t('menu.companies') },
              ]}
            />
            {!campaign && (
              <li>
                <a href={BRAND_LINKS.careersUrl} target="_blank" rel="noopener noreferrer">
                  {t('menu.careers')} <span className="visually-hidden">{t('newTab')}</span>
                </a>
              </li>
            )}
            <MenuLinkItems
              links={[
                country.flags.hasPlusPlan && { to: featureHref('proPlan', '/pro-plan'), label: BRAND.proPlanName },
                signedIn && !campaign && { to: featureHref('auth', '/app/feeds'), label: t('menu.homeFeed') },
                signedIn && { to: featureHref('knows', '/app/library'), label: t('menu.library') },
                signedIn && { to: featureHref('knows', '/app/flashcards'), label: t('menu.flashcards') },
              ]}
            />
          </Fixed>
        </SubjectColumn>
        <TopicColumn $openOnMobile={mobileTopicsOpen} aria-label={selected?.name ?? t('menu.topics')}>
          <BackButton type="button" onClick={() => setMobileTopicsOpen(false)}>
            ← {t('menu.back')}
          </BackButton>
          {selected && (
            <>
              <ColumnTitle>{selected.name}</ColumnTitle>
              <List>
                <TopicLinkItems topics={selected.topics} />
              </List>
              <ShowAll to={`/subjects/${selected.slug}`}>{t('menu.showAllTopics')}</ShowAll>
            </>
          )}
        </TopicColumn>
      </Columns>
    </Panel>,
    document.body,
  );
}

const Panel = styled.div`
  position: fixed;
  top: ${theme.navbarHeight}px;
  left: 0;
  right: 0;
  z-index: ${theme.zIndex.navbarUserDropdown};
  background: #fff;
  color: ${theme.colors.ink};
  border-bottom: 1px solid ${theme.colors.line};
  box-shadow: 0 12px 30px rgba(10, 15, 36, 0.12);
  padding: 16px 20px 24px;
  /* Leaves part of the page visible below, so an outside click can close it. */
  max-height: min(640px, calc(100vh - ${theme.navbarHeight}px - 96px));
  overflow: auto;
  overscroll-behavior: contain;
  ${media.mobile} {
    inset: 0;
    top: 0;
    height: 100dvh;
    max-height: none;
    border-bottom: 0;
    z-index: ${theme.zIndex.mobileExpandedNavbar};
    padding-top: 56px;
    /* The cookie sheet stays above (spec layering): the last links can scroll clear of it. */
    padding-bottom: calc(24px + var(--cookie-banner-height, 0px));
  }
`;
const CloseButton = styled.button`
  position: absolute;
  top: 8px;
  right: 12px;
  width: 44px;
  height: 44px;
  font-size: 28px;
  background: none;
  border: 0;
  cursor: pointer;
  color: inherit;
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 1fr) 2fr;
  gap: 24px;
  max-width: ${theme.widths.content}px;
  margin: 0 auto;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;
const SubjectColumn = styled.nav<{ $hiddenOnMobile: boolean }>`
  ${media.mobile} {
    display: ${({ $hiddenOnMobile }) => ($hiddenOnMobile ? 'none' : 'block')};
  }
`;
const TopicColumn = styled.nav<{ $openOnMobile: boolean }>`
  ${media.mobile} {
    display: ${({ $openOnMobile }) => ($openOnMobile ? 'block' : 'none')};
  }
`;
const BackButton = styled.button`
  display: none;
  background: none;
  border: 0;
  font: inherit;
  color: ${theme.colors.blue700};
  padding: 8px 0;
  cursor: pointer;
  ${media.mobile} {
    display: inline-block;
  }
`;
const ColumnTitle = styled.p`
  font-weight: 700;
  margin: 0 0 8px;
`;
const List = styled.ul`
  ${unstyledList};
  display: grid;
  gap: 2px;
  a {
    display: block;
    padding: 8px 4px;
    color: ${theme.colors.ink};
    text-decoration: none;
    border-radius: ${theme.radius.sm}px;
  }
  a:hover {
    background: ${theme.colors.surfaceAlt};
  }
`;
const SubjectButton = styled.button`
  width: 100%;
  text-align: left;
  padding: 8px 4px;
  background: none;
  border: 0;
  border-radius: ${theme.radius.sm}px;
  font: inherit;
  color: ${theme.colors.ink};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${theme.colors.blue100};
    font-weight: 600;
  }
  /* On a phone a subject opens its topics full screen: say so with a chevron. */
  ${media.mobile} {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 12px 4px;
    &[aria-pressed='true'] {
      background: none;
      font-weight: inherit;
    }
    &::after {
      content: '›';
      font-size: 1.4rem;
      line-height: 1;
      color: ${theme.colors.inkMuted};
    }
  }
`;
const Fixed = styled(List)`
  margin-top: 16px;
  padding-top: 12px;
  border-top: 1px solid ${theme.colors.line};
`;
const ShowAll = styled(AppLink)`
  display: inline-block;
  margin-top: 12px;
  font-weight: 600;
`;
const Empty = styled.p`
  color: ${theme.colors.inkMuted};
`;
