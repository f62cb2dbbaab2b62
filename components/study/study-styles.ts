/** The look the study modes share: the page frame, the panel, the prompt, option buttons and verdict colours. */
import { styled, css } from 'next-yak';
import { headingFocus } from '@/components/shared/heading-focus';
import { raisedPanel } from '@/components/shared/study-panel-styles';
import { AppPage } from '@/components/ui/app-page';
import { media, theme } from '@/styles/theme';

export const Panel = styled.div`
  ${raisedPanel};
  ${media.mobile} {
    padding: 16px;
  }
`;

export const Eyebrow = styled.p`
  margin: 0 0 6px;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${theme.colors.inkMuted};
`;

export const Prompt = styled.div`
  margin: 0 0 20px;
  padding: 20px;
  border-radius: ${theme.radius.xl}px;
  background: ${theme.colors.blue100};
  font-size: 1.3rem;
  line-height: 1.4;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  &:focus {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 3px;
  }
`;

export const OptionGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

/** The dark green of the flip card's Easy button: the subject green is too light for text. */
export const SUCCESS = '#177a42';

export const OptionButton = styled.button<{ $state?: 'right' | 'wrong' }>`
  display: flex; align-items: center; gap: 10px;
  min-height: 52px;
  padding: 10px 14px;
  border: 2px solid ${theme.colors.line};
  border-radius: ${theme.radius.lg}px;
  background: #fff;
  color: ${theme.colors.ink};
  font: inherit;
  text-align: start;
  overflow-wrap: anywhere;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${theme.colors.blue700};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: default;
  }
  ${({ $state }) =>
    $state === 'right' &&
    css`
      border-color: ${SUCCESS};
      background: #e8f6ee;
    `}
  ${({ $state }) =>
    $state === 'wrong' &&
    css`
      border-color: ${theme.colors.danger};
      background: #fdecee;
    `}
`;

export const Key = styled.kbd`
  display: inline-flex; justify-content: center;
  min-width: 1.6em;
  padding: 0 4px;
  border: 1px solid currentColor;
  border-radius: ${theme.radius.xs}px;
  font: inherit;
  font-size: 0.8rem;
  color: ${theme.colors.inkMuted};
  flex: none;
`;

export const Actions = styled.div`
  display: flex; flex-wrap: wrap; gap: 12px;
  margin-top: 20px;
`;

export const Muted = styled.p`
  margin: 8px 0 0;
  color: ${theme.colors.inkMuted};
  font-size: 0.9rem;
`;

export const PageHeading = styled.h1`
  margin: 0 0 4px;
  color: ${theme.colors.blue900};
  overflow-wrap: anywhere;
  ${headingFocus};
`;

export const FocusHeading = styled.h2`
  margin: 0 0 12px;
  color: ${theme.colors.blue900};
  ${headingFocus};
`;

/** The page column and header of a study mode page (online and offline): heading, set, controls. */
export const StudyPage = styled(AppPage)`
  max-width: 880px;
`;
export const StudyHeader = styled.header`
  display: grid;
  gap: 10px;
  margin-bottom: 20px;
`;
export const SetTitle = styled.p`
  margin: 0;
  font-size: 1.05rem;
  font-weight: 600;
  color: ${theme.colors.inkMuted};
  overflow-wrap: anywhere;
`;
