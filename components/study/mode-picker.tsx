/**
 * Links to every study mode of one set (study-modes.ts): on the set's page, beside each set of the
 * flashcards screen and above a mode in progress (the current mode marked with aria-current).
 */
import { styled } from "next-yak";
import { useTranslation } from '@/lib/i18n/use-translation';
import { featureHref } from "@/components/shell/feature-href";
import { AppLink } from "@/components/ui/app-link";
import { theme } from "@/styles/theme";
import { STUDY_MODES, studyModeLink, type StudyModeId } from "./study-modes";
import { chipRow } from '@/components/ui/chip-link';

export interface ModePickerProps {
  knowUuid: string;
  /** The set's title, for the links' names where several sets are listed. */
  title?: string;
  current?: StudyModeId;
}

export function ModePicker({ knowUuid, title, current }: ModePickerProps) {
  const { t } = useTranslation("study-modes");
  return (
    <Nav aria-label={title ? t("labelFor", { title }) : t("label")}>
      <List>
        {STUDY_MODES.map((mode) => {
          const link = studyModeLink(mode.path, knowUuid);
          return (
            <li key={mode.id}>
              <ModeLink
                to={featureHref("knows", link.to)}
                query={link.query}
                aria-current={mode.id === current ? "page" : undefined}
                aria-label={
                  title
                    ? t("linkLabel", { mode: t(mode.id), title })
                    : undefined
                }
                data-mode={mode.id}
              >
                {t(mode.id)}
              </ModeLink>
            </li>
          );
        })}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  margin: 0;
`;
const List = styled.ul`
  ${chipRow};
`;
const ModeLink = styled(AppLink)`
  display: inline-flex; align-items: center;
  min-height: 44px;
  padding: 0 16px; border-radius: ${theme.radius.pill}px; background: #fff; color: ${theme.colors.blue700}; font-weight: 600;
  border: 2px solid ${theme.colors.blue700};
  text-decoration: none;
  &:hover {
    background: ${theme.colors.surfaceAlt};
  }
  &[aria-current="page"] {
    color: #fff;
    background: ${theme.colors.blue700};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
