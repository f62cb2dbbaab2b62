/**
 * The card the sign-in, sign-up and account pages sit in, and the two states those pages show in
 * it besides their forms: loading (AuthLoading) and an outcome with what to do next (AuthOutcome).
 */
import type { ReactNode } from 'react';
import { styled } from 'next-yak';
import { FormAlert } from '@/components/ui/form-fields';
import { Spinner } from '@/components/ui/spinner';
import { media, theme } from '@/styles/theme';

export function AuthCard({
  title,
  intro,
  children,
  footer,
  wide = false,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <Outer>
      <Card $wide={wide}>
        <h1>{title}</h1>
        {intro && <Intro>{intro}</Intro>}
        {children}
        {footer && <Footer>{footer}</Footer>}
      </Card>
    </Outer>
  );
}

/** The card while the page finds out what to show: its title over a spinner named `label`. */
export function AuthLoading({ title, label, children }: { title: ReactNode; label: string; children?: ReactNode }) {
  return (
    <AuthCard title={title}>
      <CenteredSpinner label={label} />
      {children}
    </AuthCard>
  );
}

/**
 * How a request ended (a link confirmed, a password reset, a token found invalid): the title, the
 * message as an alert (an error unless `tone` says success), any further text, and the next step.
 */
export function AuthOutcome({
  title,
  tone,
  message,
  children,
  footer,
  action,
}: {
  title: ReactNode;
  tone?: 'success';
  message: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  action: ReactNode;
}) {
  return (
    <AuthCard title={title} footer={footer}>
      <FormAlert tone={tone}>{message}</FormAlert>
      {children}
      <Actions>{action}</Actions>
    </AuthCard>
  );
}

/** A full-width primary action at the end of a form. */
export const Actions = styled.div`
  display: flex; flex-direction: column; gap: 12px;
  margin-top: 8px;
  & > button,
  & > a {
    width: 100%;
  }
  & > a {
    text-align: center;
  }
`;

export const TextLink = styled.a`
  color: ${theme.colors.blue700};
  font-weight: 600;
`;

/** A page's or panel's loading state: the spinner, named `label`, centred with room around it. */
export function CenteredSpinner({ label }: { label: string }) {
  return (
    <Centered>
      <Spinner $size={28} aria-label={label} />
    </Centered>
  );
}

const Centered = styled.div`
  display: flex; justify-content: center;
  padding: 48px 0;
  color: ${theme.colors.blue700};
`;

const Outer = styled.div`
  display: flex; justify-content: center;
  padding: 48px 16px 72px;
  background: linear-gradient(180deg, ${theme.colors.blue100} 0%, ${theme.colors.surface} 320px);
  ${media.mobile} {
    padding: 24px 12px 48px;
  }
`;

const Card = styled.div<{ $wide: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? 640 : 460)}px;
  background: #fff;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.webAppCard}px;
  box-shadow: 0 12px 40px rgba(11, 27, 77, 0.08);
  padding: 32px;
  ${media.mobile} {
    padding: 22px 16px;
    border-radius: ${theme.radius.xxl}px;
  }
  h1 {
    margin: 0 0 8px;
    font-size: 1.75rem;
    line-height: 1.2;
    color: ${theme.colors.blue900};
  }
`;

const Intro = styled.p`
  margin: 0 0 24px;
  color: ${theme.colors.inkMuted};
`;

const Footer = styled.div`
  margin-top: 24px;
  padding-top: 18px;
  border-top: 1px solid ${theme.colors.line};
  text-align: center;
  color: ${theme.colors.inkMuted};
  p {
    margin: 6px 0;
  }
`;
