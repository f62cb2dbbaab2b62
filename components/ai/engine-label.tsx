/**
 * Which engine wrote a generated text (issue 12 §1: the page says so), and the note when the
 * configured model failed and the embedded engine answered instead. A summary or an exam the
 * model wrote is "checked": each of its parts was matched to the material (decision 0064), and
 * `ItemEngine` marks each part as the model's (checked) or the material's own.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import type { AiChatMessage } from '@/lib/api/ai';
import { theme } from '@/styles/theme';

type Engine = NonNullable<AiChatMessage['engine']>;

export function EngineLabel({ engine, note, checked = false }: { engine: AiChatMessage['engine']; note: string | null; checked?: boolean }) {
  const { t } = useTranslation('ai');
  if (!engine) return null;
  return (
    <Wrap>
      <Badge data-engine={engine}>{t(`engine.${engine === 'embedded' ? 'embedded' : checked ? 'modelChecked' : 'model'}`)}</Badge>
      {note && <Note role="note">{note}</Note>}
    </Wrap>
  );
}

/** The small note on one sentence or question of a model-written summary or exam. */
export function ItemEngine({ engine }: { engine: Engine }) {
  const { t } = useTranslation('ai');
  return <Item data-engine={engine}>{t(engine === 'embedded' ? 'engine.itemEmbedded' : 'engine.itemModel')}</Item>;
}

const Wrap = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px;
  margin: 8px 0 0;
  font-size: 0.85rem;
`;
const Badge = styled.span`
  padding: 2px 10px; border-radius: ${theme.radius.pill}px; background: ${theme.colors.blue100}; color: ${theme.colors.blue900}; font-weight: 600;
`;
const Note = styled.span`
  color: ${theme.colors.inkMuted};
`;
const Item = styled.small`
  color: ${theme.colors.inkMuted};
  font-size: 0.8rem;
  white-space: nowrap;
`;
