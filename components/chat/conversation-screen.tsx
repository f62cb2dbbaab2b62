/**
 * /chats/{uuid}: a member gets the conversation; a visitor (no session) the shared-link preview
 * with a sign-in that returns here. Decided after the first client render (the session lives in
 * the browser), with a spinner until then.
 */
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { AppPage } from '@/components/ui/app-page';
import { Spinner } from '@/components/ui/spinner';
import { useHasMounted } from '@/lib/hooks/use-has-mounted';
import { useSessionStore } from '@/stores/session-store';
import { ChatPreviewView } from './chat-preview-view';
import { ConversationView } from './conversation-view';

export function ConversationScreen({ chatUuid }: { chatUuid: string }) {
  const { t } = useTranslation('chat');
  const mounted = useHasMounted();
  const token = useSessionStore((s) => s.token);
  const user = useSessionStore((s) => s.user);
  useEffect(() => {
    // A stored token without a stored user: load the user (as signed-in pages do).
    if (mounted && token && !user) useSessionStore.getState().loadSession().catch(() => undefined);
  }, [mounted, token, user]);
  let body;
  if (!mounted || (token && !user)) body = <Spinner aria-label={t('conversation.loading')} />;
  else if (!token || !user) body = <ChatPreviewView chatUuid={chatUuid} />;
  else body = <ConversationView key={chatUuid} chatUuid={chatUuid} me={user} />;
  return <AppPage>{body}</AppPage>;
}
