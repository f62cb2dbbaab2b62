import { styled } from 'next-yak';
import { media, theme } from '@/styles/theme';

/** Page column for catalogue and legal pages. */
export const ContentColumn = styled.div`
  max-width: ${theme.widths.content}px;
  margin: 0 auto;
  padding: 0 16px 48px;
  h1 {
    font-size: 2rem;
    line-height: 1.2;
    margin: 8px 0 12px;
    ${media.md} {
      font-size: 2.5rem;
    }
  }
`;

export const Lead = styled.p`
  font-size: 1.1rem;
  color: ${theme.colors.inkMuted};
  max-width: 760px;
`;

export const CardGrid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 24px 0;
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.lg} {
    grid-template-columns: 1fr 1fr 1fr;
  }
`;

export const Card = styled.li`
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.xxl}px;
  padding: 20px;
  background: #fff;
  h2,
  h3 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }
`;

export const TopicList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 8px 0 0;
  display: flex; flex-wrap: wrap; gap: 8px;
  a {
    display: inline-block;
    padding: 6px 12px; border-radius: ${theme.radius.pill}px; background: ${theme.colors.blue100}; color: ${theme.colors.blue900}; font-size: 0.95rem;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

export const EmptyState = styled.div`
  border: 1px dashed ${theme.colors.line};
  border-radius: ${theme.radius.xxl}px;
  padding: 24px;
  color: ${theme.colors.inkMuted};
  background: ${theme.colors.surfaceAlt};
`;
