/**
 * "Make flashcards" from a know (issue 23 §6, decision 0063): the draft's cards (each with the
 * page it comes from) in the flashcard editor, a title, and "save" as a private flashcard know.
 * Making the draft costs tutoring minutes, so it waits for the learner's click.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { CitationLink } from '@/components/ai/citation-link';
import { EngineLabel, ItemEngine } from '@/components/ai/engine-label';
import { ToolWorkState } from '@/components/ai/tool-work-state';
import { useWorkProgress } from '@/components/ai/use-work-progress';
import { KnowFlashcardEditor } from '@/components/knows/know-flashcard-editor';
import { EDIT_LIMITS, hasErrors, type EditCard, type KnowEditErrors } from '@/components/knows/know-edit-values';
import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/form-fields';
import type { AiCitation, AiEngineName } from '@/lib/contract/ai';
import type { ResultStreamOptions } from '@/lib/api/result-stream';
import type { CreateKnowBody, KnowDetail } from '@/lib/api/know-types';
import type { FlashcardDraft, FlashcardDraftBody } from '@/lib/contract/flashcards';
import { errorToastText } from '@/lib/notifications/toast';
import { randomUuid } from '@/lib/uuid';
import { theme } from '@/styles/theme';

export interface MakeFlashcardsApi {
  /** Streamed: progress while the draft is made, stopped by the signal (decision 0068). */
  draft: (body: FlashcardDraftBody, o?: ResultStreamOptions) => Promise<FlashcardDraft>;
  save: (body: CreateKnowBody) => Promise<KnowDetail>;
}

const length = (s: string) => [...s].length;

function validate(title: string, cards: EditCard[]): KnowEditErrors {
  const errors: KnowEditErrors = {};
  if (!title.trim()) errors.title = 'makeFlashcards.titleRequired';
  else if (length(title.trim()) > EDIT_LIMITS.titleMax) errors.title = 'makeFlashcards.titleTooLong';
  if (cards.length === 0) errors.cards = 'edit.errors.cardsRequired';
  cards.forEach((card, i) => {
    for (const side of ['front', 'back'] as const) {
      const text = card[side].trim();
      if (!text) errors[`cards.${i}.${side}`] = 'edit.errors.cardTextRequired';
      else if (length(text) > EDIT_LIMITS.cardTextMax) errors[`cards.${i}.${side}`] = 'edit.errors.cardTextTooLong';
    }
  });
  return errors;
}

export function MakeFlashcards({
  knowUuid,
  cost,
  api,
  onSaved,
}: {
  knowUuid: string;
  /** Minutes a draft costs (the allowance's costs.flashcards), shown on the button. */
  cost: number | null;
  api: MakeFlashcardsApi;
  onSaved: (know: KnowDetail) => void;
}) {
  const { t } = useTranslation(['library', 'knows', 'ai', 'errors']);
  const [draft, setDraft] = useState<FlashcardDraft | null>(null);
  const [cards, setCards] = useState<EditCard[]>([]);
  /** Each card's source and who wrote it, by the editor's card key (edits keep the key). */
  const origins = useRef(new Map<string, { citation: AiCitation; engine: AiEngineName }>());
  const work = useWorkProgress();
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<KnowEditErrors>({});
  const [making, setMaking] = useState(false);
  const [makeError, setMakeError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const make = async () => {
    setMaking(true);
    setMakeError(null);
    try {
      const d = await api.draft({ knowUuids: [knowUuid] }, work.start());
      origins.current = new Map();
      setCards(
        d.cards.map((c) => {
          const key = randomUuid();
          origins.current.set(key, { citation: c.citation, engine: c.engine });
          return { key, front: c.front, back: c.back };
        }),
      );
      setTitle(t('library:makeFlashcards.defaultTitle', { title: d.sourceTitles[0] ?? '' }).slice(0, EDIT_LIMITS.titleMax));
      setDraft(d);
    } catch (error) {
      setMakeError(error);
    } finally {
      setMaking(false);
    }
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    const found = validate(title, cards);
    setErrors(found);
    if (hasErrors(found)) return;
    setSaving(true);
    setSaveError(null);
    try {
      const know = await api.save({
        title: title.trim(),
        subjectId: draft.subjectId,
        contentLanguageCode: draft.contentLanguage as CreateKnowBody['contentLanguageCode'],
        flashcards: cards.map((c) => ({ front: c.front.trim(), back: c.back.trim() })),
        isPrivate: true,
      });
      onSaved(know);
    } catch (error) {
      setSaveError(errorToastText(error, t));
      setSaving(false);
    }
  };

  if (!draft) {
    return (
      <>
        <Button onClick={() => void make()} loading={making} loadingLabel={t('library:makeFlashcards.making')}>
          {cost === null ? t('library:makeFlashcards.make') : t('library:makeFlashcards.makeCost', { count: cost })}
        </Button>
        <ToolWorkState label={t('library:makeFlashcards.making')} working={making} work={work} error={makeError} where="make-flashcards" />
      </>
    );
  }

  return (
    <form noValidate onSubmit={(e) => void save(e)}>
      <p role="status">{t('library:makeFlashcards.ready', { count: draft.cards.length })}</p>
      <EngineLabel engine={draft.engine} note={draft.note} checked />
      <TextField
        id="flashcard-set-title"
        label={t('library:makeFlashcards.setTitle')}
        value={title}
        maxLength={EDIT_LIMITS.titleMax}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title ? t(`library:${errors.title}`, { max: EDIT_LIMITS.titleMax }) : undefined}
      />
      <KnowFlashcardEditor
        cards={cards}
        onChange={setCards}
        errors={errors}
        cardNote={(card) => {
          const origin = origins.current.get(card.key);
          return origin ? (
            <Source>
              {t('library:makeFlashcards.source')} <CitationLink citation={origin.citation} />
              {/* Which engine wrote each card only matters when the model wrote some. */}
              {draft.engine === 'openai-compatible' && (
                <>
                  {' · '}
                  <ItemEngine engine={origin.engine} />
                </>
              )}
            </Source>
          ) : null;
        }}
      />
      <Private>{t('library:makeFlashcards.private')}</Private>
      {saveError && <FormAlert>{saveError}</FormAlert>}
      <Button type="submit" loading={saving} loadingLabel={t('library:makeFlashcards.saving')}>
        {t('library:makeFlashcards.save', { count: cards.length })}
      </Button>
    </form>
  );
}

const Source = styled.p`
  margin: 8px 0 0;
  font-size: 0.9rem;
  color: ${theme.colors.inkMuted};
`;
const Private = styled.p`
  color: ${theme.colors.inkMuted};
`;
