/**
 * A message's text as text (React escapes it; never markup). http(s) links become clickable only
 * when `linksAllowed` (the sender is the reader, or someone the reader has answered: decision
 * 0037); otherwise they stay plain text, so a stranger cannot make anyone click.
 */
import { Fragment } from 'react';
import { styled } from 'next-yak';
import { theme } from '@/styles/theme';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]}]/gi;

export function MessageText({ text, linksAllowed }: { text: string; linksAllowed: boolean }) {
  if (!linksAllowed) return <Text>{text}</Text>;
  const parts: { text: string; href?: string }[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    if (start > at) parts.push({ text: text.slice(at, start) });
    parts.push({ text: match[0], href: match[0] });
    at = start + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return (
    <Text>
      {parts.map((p, i) =>
        p.href ? (
          <a key={i} href={p.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {p.text}
          </a>
        ) : (
          <Fragment key={i}>{p.text}</Fragment>
        ),
      )}
    </Text>
  );
}

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  a {
    color: inherit;
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
