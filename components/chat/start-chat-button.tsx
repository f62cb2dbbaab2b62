/**
 * "Send a message" on a user's or knower's public profile: opens (or creates) the direct chat and
 * goes there; visitors get a sign-in that comes back to the profile. Not shown on one's own.
 */
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { currentPageForRedirect, navigate } from '@/components/shared/redirect';
import { Button, ButtonLink } from '@/components/ui/button';
import { openDirectChat } from '@/lib/api/chats';
import { useEdition } from '@/lib/edition/use-edition';
import { useHasMounted } from '@/lib/hooks/use-has-mounted';
import { localeHref } from '@/lib/links/locale-path';
import { notifyError } from '@/lib/notifications/toast';
import { useSessionStore } from '@/stores/session-store';
import { trackChatEvent } from './chat-analytics';

export function StartChatButton({ userUuid }: { userUuid: string }) {
  const { t } = useTranslation('chat');
  const { locale } = useEdition();
  const mounted = useHasMounted();
  const token = useSessionStore((s) => s.token);
  const me = useSessionStore((s) => s.user);
  const [busy, setBusy] = useState(false);
  if (!mounted) return null;
  if (!token) {
    return (
      <ButtonLink $variant="secondary" href={localeHref(locale.locale, '/auth/signin', { redirect: currentPageForRedirect() })}>
        {t('start.signIn')}
      </ButtonLink>
    );
  }
  if (me?.uuid === userUuid) return null;
  const start = async () => {
    setBusy(true);
    try {
      const chat = await openDirectChat(userUuid);
      void trackChatEvent('started', { chat: { uuid: chat.uuid, partnerUserUuid: userUuid } });
      navigate(localeHref(locale.locale, `/chats/${chat.uuid}`));
    } catch (error) {
      notifyError(error, t);
      setBusy(false);
    }
  };
  return (
    <Button type="button" onClick={() => void start()} loading={busy}>
      {t('start.button')}
    </Button>
  );
}
