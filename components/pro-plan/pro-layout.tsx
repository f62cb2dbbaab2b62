/** The narrow card every step after the plan page sits in (checkout, success, activation, congratulation). */
import styled from 'styled-components';
import { flexRow } from '@/components/ui/flex-layout';
import { AppPage, titledPage } from '@/components/ui/app-page';
import { theme } from '@/styles/theme';

export const ProStep = styled(AppPage)`
  ${titledPage({ width: 640, heading: 'h1', below: 12 })}
  p {
    color: ${theme.colors.inkMuted};
  }
`;

export const StepActions = styled.div`
  ${flexRow({ wrap: true, align: 'center', gap: 12 })}
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
