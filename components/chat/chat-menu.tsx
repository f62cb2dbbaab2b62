/**
 * The conversation's actions: copy the chat link (with referrer=share, spec §2.1/§4), block or
 * unblock and report the partner of a direct chat, leave a group. Behind a native disclosure
 * (details/summary: keyboard and screen readers know it), so a phone keeps its room for messages.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from "next-yak";
import { Button } from "@/components/ui/button";
import {
  blockUser,
  removeMember,
  unblockUser,
  type Chat,
} from "@/lib/api/chats";
import { useEdition } from "@/lib/edition/use-edition";
import { localeHref } from "@/lib/links/locale-path";
import {
  notifyError,
  notifyInfo,
  notifySuccess,
} from "@/lib/notifications/toast";
import { theme } from "@/styles/theme";
import { trackChatEvent } from "./chat-analytics";
import type { ReportTargetRef } from "./report-dialog";

export interface ChatMenuProps {
  chat: Chat;
  meUuid: string;
  onChanged: () => void;
  onLeft: () => void;
  onReport: (target: ReportTargetRef) => void;
}

export function ChatMenu({
  chat,
  meUuid,
  onChanged,
  onLeft,
  onReport,
}: ChatMenuProps) {
  const { t } = useTranslation("chat");
  const { locale } = useEdition();
  const partner = chat.partner;

  const share = async () => {
    const url = `${window.location.origin}${localeHref(locale.locale, `/chats/${chat.uuid}`, { referrer: "share" })}`;
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess(t("menu.copied"));
      void trackChatEvent("shared", {
        chat: { uuid: chat.uuid, partnerUserUuid: partner?.uuid ?? null },
        value: "clipboard",
      });
    } catch {
      notifyInfo(t("menu.copyFailed", { url }));
    }
  };

  const toggleBlock = async () => {
    if (!partner) return;
    try {
      if (chat.blocked) {
        await unblockUser(partner.uuid);
        notifySuccess(t("menu.unblocked", { name: partner.name }));
        void trackChatEvent("unblocked");
      } else {
        await blockUser(partner.uuid);
        notifySuccess(t("menu.blocked", { name: partner.name }));
        void trackChatEvent("blocked");
      }
      onChanged();
    } catch (error) {
      notifyError(error, t);
    }
  };

  const leave = async () => {
    try {
      await removeMember(chat.uuid, meUuid);
      notifySuccess(t("menu.left"));
      onLeft();
    } catch (error) {
      notifyError(error, t);
    }
  };

  return (
    <Menu>
      <summary>{t("menu.label")}</summary>
      <Bar aria-label={t("menu.label")}>
        <Button type="button" variant="secondary" onClick={() => void share()}>
          {t("menu.share")}
        </Button>
        {partner && (
          <>
            <Button
              type="button"
              variant="ghost"
              onClick={() => void toggleBlock()}
            >
              {chat.blocked
                ? t("menu.unblock", { name: partner.name })
                : t("menu.block", { name: partner.name })}
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() =>
                onReport({
                  targetType: "USER",
                  targetUuid: partner.uuid,
                  label: partner.name,
                })
              }
            >
              {t("menu.report", { name: partner.name })}
            </Button>
          </>
        )}
        {chat.kind === "GROUP" && (
          <Button type="button" variant="ghost" onClick={() => void leave()}>
            {t("menu.leave")}
          </Button>
        )}
      </Bar>
    </Menu>
  );
}

const Menu = styled.details`
  summary {
    cursor: pointer;
    color: ${theme.colors.blue700};
    font-weight: 600;
  }
  summary:focus-visible {
    outline: 2px solid ${theme.colors.focus};
  }
`;
const Bar = styled.nav`
  margin-top: 8px;
  display: flex; flex-wrap: wrap; gap: 8px;
`;
