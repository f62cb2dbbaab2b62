/**
 * Which engine wrote a generated text (issue 12 §1: the page says so), and the note when the
 * configured model failed and the embedded engine answered instead.
 */
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import type { AiChatMessage } from '@/lib/api/ai';
import { theme } from '@/styles/theme';

export function EngineLabel({ engine, note }: { engine: AiChatMessage['engine']; note: string | null }) {
  const { t } = useTranslation('ai');
  if (!engine) return null;
  return (
    <Wrap>
      <Badge data-engine={engine}>{t(`engine.${engine === 'embedded' ? 'embedded' : 'model'}`)}</Badge>
      {note && <Note role="note">{note}</Note>}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  margin: 8px 0 0;
  font-size: 0.85rem;
`;
const Badge = styled.span`
  padding: 2px 10px;
  border-radius: ${theme.radius.pill}px;
  background: ${theme.colors.blue100};
  color: ${theme.colors.blue900};
  font-weight: 600;
`;
const Note = styled.span`
  color: ${theme.colors.inkMuted};
`;
