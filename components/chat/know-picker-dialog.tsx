/**
 * Choosing a know to share in a chat: the learner's own and saved knows that are public (only
 * those can be shared: decision 0037), as a list of buttons (keyboard: Tab, Enter).
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useMyKnows, useSavedKnows } from '@/lib/api/knows';
import type { Know } from '@/lib/api/know-types';
import { isPublicKnow } from '@/lib/knows/know-visibility';
import { theme } from '@/styles/theme';


export function KnowPickerDialog({ open, onClose, onPick }: { open: boolean; onClose: () => void; onPick: (know: Know) => void }) {
  const { t } = useTranslation('chat');
  const mine = useMyKnows({ enabled: open, pageSize: 50 });
  const saved = useSavedKnows(undefined, { enabled: open, pageSize: 50 });
  const loading = mine.status === 'loading' || saved.status === 'loading';
  const seen = new Set<string>();
  const groups = [
    { title: t('picker.own'), items: mine.items.filter(isPublicKnow) },
    { title: t('picker.saved'), items: saved.items.filter(isPublicKnow) },
  ].map((g) => ({ ...g, items: g.items.filter((k) => (seen.has(k.uuid) ? false : (seen.add(k.uuid), true))) }));
  const empty = !loading && groups.every((g) => g.items.length === 0);
  return (
    <Dialog open={open} onClose={onClose} title={t('picker.title')} closeLabel={t('picker.close')} maxWidth={520}>
      {loading && <Spinner aria-label={t('picker.loading')} />}
      {empty && <p>{t('picker.empty')}</p>}
      {groups
        .filter((g) => g.items.length > 0)
        .map((g) => (
          <section key={g.title}>
            <h3>{g.title}</h3>
            <List>
              {g.items.map((k) => (
                <li key={k.uuid}>
                  <Choice type="button" onClick={() => onPick(k)} aria-label={t('picker.shareTitle', { title: k.title })}>
                    <span>{k.title}</span>
                    <small>{t('picker.share')}</small>
                  </Choice>
                </li>
              ))}
            </List>
          </section>
        ))}
    </Dialog>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  display: grid;
  gap: 6px;
  max-height: 50vh;
  overflow: auto;
`;
const Choice = styled.button`
  width: 100%;
  display: flex; justify-content: space-between; gap: 12px;
  padding: 10px 12px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.lg}px;
  background: ${theme.colors.surface};
  text-align: left;
  cursor: pointer;
  font: inherit;
  small {
    color: ${theme.colors.blue700};
    font-weight: 600;
  }
  &:hover,
  &:focus-visible {
    border-color: ${theme.colors.blue500};
    outline: none;
    box-shadow: 0 0 0 2px ${theme.colors.focus};
  }
`;
