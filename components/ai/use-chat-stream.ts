/**
 * One assistant conversation on the page: the messages shown, sending a question and following
 * its streamed answer (NDJSON events, lib/contract/ai.ts), and stopping it (AbortController:
 * the server keeps what had arrived). A stopped or broken-off answer is recorded here (the
 * server records questions and finished answers).
 */
import { useCallback, useRef, useState } from 'react';
import { sendChatMessage, useChatAnswered, useSetAllowance, type AiChatMessage, type AssistantKind } from '@/lib/api/ai';
import { ApiError } from '@/lib/api/errors';
import { trackChatAnswer, type ChatEventContext } from './ai-analytics';

export interface ShownMessage extends AiChatMessage {
  /** The answer is still arriving. */
  streaming?: boolean;
}

export type StreamFailure = { kind: 'request'; error: unknown } | { kind: 'answer'; type: string; message: string };

const LOCAL_ID = 'local-';

function pendingAnswer(id: string): ShownMessage {
  return { uuid: id, role: 'assistant', text: '', citations: [], engine: null, note: null, complete: false, createdOn: new Date().toISOString(), streaming: true };
}

export function useChatStream(kind: AssistantKind) {
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [streaming, setStreaming] = useState(false);
  const [failure, setFailure] = useState<StreamFailure | null>(null);
  const controller = useRef<AbortController | null>(null);
  const counter = useRef(0);
  const setAllowance = useSetAllowance();
  const answered = useChatAnswered(kind);

  const load = useCallback((list: AiChatMessage[]) => {
    setMessages(list);
    setFailure(null);
  }, []);

  const send = useCallback(
    async (sessionUuid: string, text: string, promptVariant: string | null) => {
      const n = ++counter.current;
      const userId = `${LOCAL_ID}q${n}`;
      let answerId = `${LOCAL_ID}a${n}`;
      const patch = (id: string, change: (m: ShownMessage) => ShownMessage) =>
        setMessages((list) => list.map((m) => (m.uuid === id ? change(m) : m)));
      const context: ChatEventContext = { sessionUuid, messageUuid: '', promptVariant };
      let engine: string | null = null;
      let citations = 0;
      setFailure(null);
      setMessages((list) => [
        ...list,
        { uuid: userId, role: 'user', text, citations: [], engine: null, note: null, complete: true, createdOn: new Date().toISOString() },
        pendingAnswer(answerId),
      ]);
      const abort = new AbortController();
      controller.current = abort;
      setStreaming(true);
      let finished = false;
      try {
        await sendChatMessage(
          sessionUuid,
          { text, promptVariant },
          (event) => {
            if (event.type === 'start') {
              patch(userId, (m) => ({ ...m, uuid: event.userMessageUuid }));
              patch(answerId, (m) => ({ ...m, uuid: event.messageUuid, engine: event.engine }));
              answerId = event.messageUuid;
              engine = event.engine;
              context.messageUuid = event.messageUuid;
            } else if (event.type === 'citations') {
              citations = event.citations.length;
              patch(answerId, (m) => ({ ...m, citations: event.citations }));
            } else if (event.type === 'delta') {
              patch(answerId, (m) => ({ ...m, text: m.text + event.text }));
            } else if (event.type === 'note') {
              engine = event.engine;
              patch(answerId, (m) => ({ ...m, note: event.note, engine: event.engine }));
            } else if (event.type === 'done') {
              finished = true;
              engine = event.message.engine;
              patch(answerId, () => ({ ...event.message, streaming: false }));
              setAllowance(event.allowance);
            } else if (event.type === 'error') {
              finished = true;
              patch(answerId, (m) => ({ ...m, streaming: false }));
              setFailure({ kind: 'answer', type: event.error.type, message: event.error.message });
              void trackChatAnswer(context, 'failed', engine, citations);
            }
          },
          abort.signal,
        );
        if (!finished) {
          // Stopped (or the stream ended early): keep what arrived.
          patch(answerId, (m) => ({ ...m, streaming: false, complete: false }));
          void trackChatAnswer(context, 'stopped', engine, citations);
        }
      } catch (error) {
        const canceled = error instanceof ApiError && error.canceled;
        // Nothing was answered: take the question back out, so it can be asked again.
        setMessages((list) => list.filter((m) => m.uuid !== answerId && m.uuid !== userId));
        if (!canceled) setFailure({ kind: 'request', error });
        if (!canceled) void trackChatAnswer(context, 'failed', engine, 0);
        return canceled ? 'canceled' : 'failed';
      } finally {
        if (controller.current === abort) controller.current = null;
        setStreaming(false);
        answered(sessionUuid);
      }
      return 'sent';
    },
    [answered, setAllowance],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  return { messages, streaming, failure, load, send, stop };
}
