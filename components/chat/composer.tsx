/**
 * Writing a message: a text area (Enter sends, Shift+Enter adds a line), an image button (the
 * shared file picker; the server checks the bytes), "share a know" (the picker dialog) and "poll"
 * (a dialog with the poll form: the server posts the poll into the chat, the stream brings it).
 * A text the server refused (busy, offline: `onText` resolves false after its toast) stays in
 * the box and is marked "not sent" until it is sent or edited, so no message is lost unseen.
 */
import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from "next-yak";
import { Button } from "@/components/ui/button";
import { FilePicker } from "@/components/ui/file-picker";
import { CHAT_LIMITS, codePointLength } from "@/lib/contract/limits";
import type { Know } from "@/lib/api/know-types";
import { theme } from "@/styles/theme";
import { Dialog } from "@/components/ui/dialog";
import { PollForm } from "@/components/polls/poll-form";
import { KnowPickerDialog } from "./know-picker-dialog";
import { visuallyHidden } from '@/components/ui/visually-hidden';

export interface ComposerProps {
  chatUuid: string;
  disabled: boolean;
  onText: (text: string) => Promise<boolean>;
  onImage: (file: File) => Promise<void>;
  onKnow: (know: Know) => Promise<void>;
  /** A poll was created in this chat (the server posted its message): show it without waiting for the stream. */
  onPoll?: () => void;
}

export function Composer({
  chatUuid,
  disabled,
  onText,
  onImage,
  onKnow,
  onPoll,
}: ComposerProps) {
  const { t } = useTranslation("chat");
  const [polling, setPolling] = useState(false);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);
  const [notSent, setNotSent] = useState(false);
  const id = useId();
  const tooLong = codePointLength(text) > CHAT_LIMITS.textMax;

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy || disabled || tooLong || !text.trim()) return;
    setBusy(true);
    try {
      const sent = await onText(text);
      if (sent) setText("");
      setNotSent(!sent);
    } finally {
      setBusy(false);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };
  const withBusy = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Form onSubmit={submit} aria-label={t("composer.label")}>
        <label htmlFor={`${id}-text`} className="sr-only">
          {t("composer.label")}
        </label>
        <TextArea
          id={`${id}-text`}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setNotSent(false);
          }}
          onKeyDown={onKeyDown}
          placeholder={t("composer.placeholder")}
          rows={2}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          aria-invalid={tooLong || undefined}
        />
        <Hint
          id={`${id}-hint`}
          $error={tooLong || notSent}
          role={notSent ? "alert" : undefined}
        >
          {tooLong
            ? t("composer.tooLong", { max: CHAT_LIMITS.textMax })
            : notSent
              ? t("composer.notSent")
              : t("composer.hint")}
        </Hint>
        <Actions>
          <FilePicker
            id={`${id}-image`}
            accept="image/png,image/jpeg,image/webp"
            label={t("composer.image")}
            disabled={disabled || busy}
            onFiles={(files) =>
              files[0] && void withBusy(() => onImage(files[0]!))
            }
          />
          <Button
            type="button"
            variant="secondary"
            disabled={disabled || busy}
            onClick={() => setPicking(true)}
          >
            {t("composer.know")}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={disabled || busy}
            onClick={() => setPolling(true)}
          >
            {t("composer.poll")}
          </Button>
          <Button
            type="submit"
            loading={busy}
            loadingLabel={t("composer.sending")}
            disabled={disabled || tooLong || !text.trim()}
          >
            {t("composer.send")}
          </Button>
        </Actions>
        <KnowPickerDialog
          open={picking}
          onClose={() => setPicking(false)}
          onPick={(know) => {
            setPicking(false);
            void withBusy(() => onKnow(know));
          }}
        />
      </Form>
      {/* Outside the composer's form: a form inside a form would submit both. */}
      <Dialog
        open={polling}
        onClose={() => setPolling(false)}
        title={t("composer.pollTitle")}
        closeLabel={t("picker.close")}
        maxWidth={560}
      >
        <PollForm
          chatUuid={chatUuid}
          onCreated={() => {
            setPolling(false);
            onPoll?.();
          }}
        />
      </Dialog>
    </>
  );
}

const Form = styled.form`
  display: grid;
  gap: 6px;
  padding: 12px 0 0;
  border-top: 1px solid ${theme.colors.line};
  .sr-only {
    ${visuallyHidden};
  }
`;
const TextArea = styled.textarea`
  width: 100%;
  box-sizing: border-box;
  resize: vertical;
  min-height: 48px;
  padding: 10px 12px;
  font: inherit;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.lg}px;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
`;
const Hint = styled.p<{ $error: boolean }>`
  margin: 0;
  font-size: 0.8rem;
  color: ${(p) => (p.$error ? theme.colors.danger : theme.colors.inkMuted)};
`;
const Actions = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: 8px;
`;
