/** The narrow card every step after the plan page sits in (checkout, success, activation, congratulation). */
import { styled } from 'next-yak';
import { AppPage, pageH1Titles } from '@/components/ui/app-page';
import { theme } from '@/styles/theme';

export const ProStep = styled(AppPage)`
  max-width: 640px;
  ${pageH1Titles};
  --title-below: 12px;
  p {
    color: ${theme.colors.inkMuted};
  }
`;

export const StepActions = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 12px;
  margin-top: 20px;
`;

/** A value to copy: the subscription code, the activation link. */
export const CodeBox = styled.code`
  display: block;
  padding: 12px 14px;
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.surfaceAlt};
  border: 1px solid ${theme.colors.line};
  font-size: 1.05rem;
  word-break: break-all;
  color: ${theme.colors.ink};
`;
