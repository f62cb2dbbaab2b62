/** A group's members; its creator adds members by username and removes them (issue 13 §1). */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { addMember, findUserByUsername, removeMember, type Chat } from '@/lib/api/chats';
import { notifyError } from '@/lib/notifications/toast';
import { theme } from '@/styles/theme';

export function GroupMembers({ chat, meUuid, onChanged }: { chat: Chat; meUuid: string; onChanged: () => void }) {
  const { t } = useTranslation('chat');
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isCreator = chat.creatorUuid === meUuid;

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const name = username.trim().replace(/^@/, '');
    if (!name) return;
    setBusy(true);
    setError(null);
    try {
      const user = await findUserByUsername(name);
      if (!user) {
        setError(t('group.unknownUser', { username: name }));
        return;
      }
      await addMember(chat.uuid, user.uuid);
      setUsername('');
      onChanged();
    } catch (err) {
      notifyError(err, t);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (userUuid: string) => {
    try {
      await removeMember(chat.uuid, userUuid);
      onChanged();
    } catch (err) {
      notifyError(err, t);
    }
  };

  return (
    <Details>
      <summary>{t('group.membersCount', { count: chat.members.length })}</summary>
      <ul>
        {chat.members.map((m) => (
          <li key={m.uuid}>
            <span>
              {m.name} <small>@{m.username}</small>
            </span>
            {isCreator && m.uuid !== meUuid && (
              <Button type="button" variant="ghost" onClick={() => void remove(m.uuid)}>
                {t('menu.remove', { name: m.name })}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {isCreator && (
        <form onSubmit={add}>
          <TextField label={t('group.addLabel')} value={username} onChange={(e) => setUsername(e.target.value)} error={error ?? undefined} autoComplete="off" />
          <Button type="submit" variant="secondary" loading={busy}>
            {t('group.add')}
          </Button>
        </form>
      )}
    </Details>
  );
}

const Details = styled.details`
  margin: 8px 0;
  summary {
    cursor: pointer;
    color: ${theme.colors.blue700};
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 8px 0;
    display: grid;
    gap: 4px;
  }
  li {
    display: flex; align-items: center; justify-content: space-between; gap: 8px;
  }
  small {
    color: ${theme.colors.inkMuted};
  }
  form {
    display: flex; flex-wrap: wrap; align-items: flex-end; gap: 8px;
  }
`;
