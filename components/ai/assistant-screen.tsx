/**
 * The assistants (issue 12 §4): /app/school-gpt and /app/uni-gpt. A chat with history per user,
 * streamed answers with a stop button, citations that open the know at the page, which engine
 * answered, and the allowance (with the used-up state). Query: `chat` opens a chat of the
 * history; `learningBotUuid` starts a chat with that learning bot.
 */
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { useRequireSession } from '@/components/shared/use-require-session';
import { AppPage } from '@/components/ui/app-page';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { FormAlert } from '@/components/ui/form-fields';
import { Spinner } from '@/components/ui/spinner';
import { useAllowance, useChat, useCreateChat, useLearningBot, type AssistantKind } from '@/lib/api/ai';
import { AI_LIMITS } from '@/lib/contract/limits';
import { isUuid } from '@/lib/uuid';
import { media, theme } from '@/styles/theme';
import { trackChatStarted } from './ai-analytics';
import { AiError } from './ai-error';
import { AllowancePanel } from './allowance-panel';
import { ChatHistory } from './chat-history';
import { ChatThread } from './chat-thread';
import { useChatStream } from './use-chat-stream';

const TYPED = 'typed';

export function AssistantScreen({ kind }: { kind: AssistantKind }) {
  const { t } = useTranslation('ai');
  const router = useRouter();
  const user = useRequireSession();
  const allowance = useAllowance({ enabled: !!user });
  const queryChat = router.isReady && isUuid(router.query.chat) ? router.query.chat : null;
  const botUuid = router.isReady && isUuid(router.query.learningBotUuid) ? router.query.learningBotUuid : null;
  const [sessionUuid, setSessionUuid] = useState<string | null>(null);
  const openUuid = sessionUuid ?? queryChat;
  const chat = useChat(user ? openUuid : null);
  const bot = useLearningBot(user ? (chat.data?.session.learningBotUuid ?? botUuid) : null);
  const createChat = useCreateChat(kind);
  const stream = useChatStream(kind);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const name = t(`assistant.names.${kind}`);

  // A chat opened from the history (or the address) shows its messages once loaded.
  const loadedFor = useRef<string | null>(null);
  const { load } = stream;
  useEffect(() => {
    if (!chat.data || stream.streaming || loadedFor.current === chat.data.session.uuid) return;
    loadedFor.current = chat.data.session.uuid;
    load(chat.data.messages);
  }, [chat.data, stream.streaming, load]);

  if (!user) {
    return (
      <AppPage>
        <Spinner aria-label={t('loading')} />
      </AppPage>
    );
  }

  const setAddress = (uuid: string | null) => {
    const query: Record<string, string> = {};
    if (uuid) query.chat = uuid;
    else if (botUuid) query.learningBotUuid = botUuid;
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true });
  };

  const openChat = (uuid: string) => {
    stream.stop();
    loadedFor.current = null;
    setSessionUuid(uuid);
    setAddress(uuid);
    inputRef.current?.focus();
  };

  const newChat = () => {
    stream.stop();
    loadedFor.current = null;
    setSessionUuid(null);
    stream.load([]);
    setAddress(null);
    inputRef.current?.focus();
  };

  const ask = async (text: string, promptVariant: string) => {
    const question = text.trim().slice(0, AI_LIMITS.messageMax);
    if (!question || stream.streaming) return;
    let uuid = openUuid;
    if (!uuid) {
      try {
        const session = await createChat.mutateAsync(bot.data?.uuid ?? botUuid ?? null);
        uuid = session.uuid;
        loadedFor.current = uuid;
        setSessionUuid(uuid);
        setAddress(uuid);
        void trackChatStarted(kind, uuid);
      } catch {
        return;
      }
    }
    setDraft('');
    const outcome = await stream.send(uuid, question, promptVariant);
    if (outcome !== 'sent') setDraft(question);
  };

  const suggestions = (t(`assistant.suggestions.${kind}`, { returnObjects: true }) as unknown as string[]) ?? [];
  const showSuggestions = stream.messages.length === 0 && !chat.isLoading;

  return (
    <AppPage>
      <Layout>
        <Main>
          <h1>{bot.data ? t('assistant.botTitle', { name: bot.data.name }) : name}</h1>
          <Lead>{bot.data ? t('assistant.botLead', { count: bot.data.knowCount }) : t(`assistant.leads.${kind}`)}</Lead>
          {allowance.data && <AllowancePanel allowance={allowance.data} cost={allowance.data.costs.chatMessage} />}

          {openUuid && chat.isLoading && <Spinner aria-label={t('loading')} />}
          {openUuid && chat.isError && <ErrorState message={t('errors.chatLoad')} retryLabel={t('retry')} onRetry={() => void chat.refetch()} />}

          <ChatThread messages={stream.messages} sessionUuid={openUuid} />

          {showSuggestions && Array.isArray(suggestions) && (
            <Suggestions aria-label={t('assistant.suggestionsLabel')}>
              {suggestions.map((s, i) => (
                <li key={s}>
                  <Button variant="secondary" onClick={() => void ask(s, `suggestion-${i + 1}`)} disabled={stream.streaming}>
                    {s}
                  </Button>
                </li>
              ))}
            </Suggestions>
          )}

          {stream.failure?.kind === 'request' && <AiError error={stream.failure.error} where={kind} />}
          {stream.failure?.kind === 'answer' && <FormAlert>{t('errors.answerFailed', { message: stream.failure.message })}</FormAlert>}
          {createChat.isError && <AiError error={createChat.error} where={kind} />}

          <Composer
            onSubmit={(e) => {
              e.preventDefault();
              void ask(draft, TYPED);
            }}
          >
            <label htmlFor="assistant-question" className="visually-hidden">
              {t('assistant.question')}
            </label>
            <textarea
              id="assistant-question"
              ref={inputRef}
              value={draft}
              rows={2}
              maxLength={AI_LIMITS.messageMax}
              placeholder={t('assistant.placeholder')}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                // Enter sends, Shift+Enter adds a line.
                if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  void ask(draft, TYPED);
                }
              }}
            />
            {stream.streaming ? (
              <Button variant="dark" onClick={stream.stop}>
                {t('assistant.stop')}
              </Button>
            ) : (
              <Button type="submit" disabled={!draft.trim() || createChat.isPending} loading={createChat.isPending}>
                {t('assistant.send')}
              </Button>
            )}
          </Composer>
          <p role="status" className="visually-hidden">
            {stream.streaming ? t('assistant.answering') : ''}
          </p>
        </Main>
        <ChatHistory kind={kind} enabled={!!user} current={openUuid} onOpen={openChat} onNew={newChat} />
      </Layout>
    </AppPage>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 280px;
    align-items: start;
  }
`;
const Main = styled.div`
  min-width: 0;
  h1 {
    margin-top: 0;
    overflow-wrap: anywhere;
  }
`;
const Lead = styled.p`
  color: ${theme.colors.inkMuted};
  max-width: 65ch;
`;
const Suggestions = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: flex; flex-wrap: wrap; gap: 8px;
  button {
    text-align: left;
    white-space: normal;
  }
`;
const Composer = styled.form`
  position: sticky;
  bottom: 0;
  display: flex; align-items: flex-end; gap: 8px;
  padding: 10px 0;
  background: ${theme.colors.surface};
  textarea {
    flex: 1;
    min-width: 0;
    min-height: 48px;
    max-height: 40vh;
    padding: 10px 14px;
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius.xl}px;
    font: inherit;
    resize: vertical;
  }
`;
