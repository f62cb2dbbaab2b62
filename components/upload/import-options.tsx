/**
 * How the pasted text is read: format (recognised automatically by default), the CSV
 * delimiter, Quizlet's two separators as in Quizlet's own import dialog, the header line and
 * swapping front and back.
 */
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { flexRow } from '@/components/ui/flex-layout';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-fields';
import type { ParseOptions, QuizletCardSeparator, QuizletTermSeparator } from '@/lib/flashcards/import-parser';
import { theme } from '@/styles/theme';

export interface ImportSettings {
  format: NonNullable<ParseOptions['format']>;
  csvDelimiter: NonNullable<ParseOptions['csvDelimiter']>;
  term: 'tab' | 'comma' | 'custom';
  termCustom: string;
  card: 'newline' | 'semicolon' | 'custom';
  cardCustom: string;
  header: 'auto' | 'yes' | 'no';
  swap: boolean;
}

export const DEFAULT_SETTINGS: ImportSettings = {
  format: 'auto',
  csvDelimiter: 'auto',
  term: 'tab',
  termCustom: '',
  card: 'newline',
  cardCustom: '',
  header: 'auto',
  swap: false,
};

/** Settings as parser options. Custom separators are typed with "\n" and "\t" escapes allowed. */
export function parseOptions(s: ImportSettings): ParseOptions {
  const unescape = (v: string) => v.replace(/\\n/g, '\n').replace(/\\t/g, '\t');
  const term: QuizletTermSeparator = s.term === 'custom' ? { custom: unescape(s.termCustom) } : s.term;
  const card: QuizletCardSeparator = s.card === 'custom' ? { custom: unescape(s.cardCustom) } : s.card;
  return {
    format: s.format,
    csvDelimiter: s.csvDelimiter,
    quizlet: { term, card },
    header: s.header === 'auto' ? 'auto' : s.header === 'yes',
    swap: s.swap,
  };
}

export function ImportOptions({ value, onChange }: { value: ImportSettings; onChange: (v: ImportSettings) => void }) {
  const { t } = useTranslation('upload');
  const set = <K extends keyof ImportSettings>(key: K, v: ImportSettings[K]) => onChange({ ...value, [key]: v });
  return (
    <Grid>
      <SelectField id="import-format" label={t('import.format')} value={value.format} onChange={(e) => set('format', e.target.value as ImportSettings['format'])}>
        {(['auto', 'csv', 'tsv', 'anki', 'quizlet'] as const).map((f) => (
          <option key={f} value={f}>
            {t(`import.formats.${f}`)}
          </option>
        ))}
      </SelectField>
      {value.format === 'csv' && (
        <SelectField
          id="import-delimiter"
          label={t('import.delimiter')}
          value={value.csvDelimiter}
          onChange={(e) => set('csvDelimiter', e.target.value as ImportSettings['csvDelimiter'])}
        >
          <option value="auto">{t('import.delimiters.auto')}</option>
          <option value=",">{t('import.delimiters.comma')}</option>
          <option value=";">{t('import.delimiters.semicolon')}</option>
        </SelectField>
      )}
      {value.format !== 'anki' && (
        <SelectField id="import-header" label={t('import.header')} value={value.header} onChange={(e) => set('header', e.target.value as ImportSettings['header'])}>
          <option value="auto">{t('import.headers.auto')}</option>
          <option value="yes">{t('import.headers.yes')}</option>
          <option value="no">{t('import.headers.no')}</option>
        </SelectField>
      )}
      {value.format === 'quizlet' && (
        <>
          <Radios>
            <legend>{t('import.termSeparator')}</legend>
            {(['tab', 'comma', 'custom'] as const).map((o) => (
              <label key={o}>
                <input type="radio" name="import-term" value={o} checked={value.term === o} onChange={() => set('term', o)} />
                {t(`import.separators.${o}`)}
              </label>
            ))}
            {value.term === 'custom' && (
              <TextField id="import-term-custom" label={t('import.customTerm')} hint={t('import.customHint')} value={value.termCustom} onChange={(e) => set('termCustom', e.target.value)} />
            )}
          </Radios>
          <Radios>
            <legend>{t('import.cardSeparator')}</legend>
            {(['newline', 'semicolon', 'custom'] as const).map((o) => (
              <label key={o}>
                <input type="radio" name="import-card" value={o} checked={value.card === o} onChange={() => set('card', o)} />
                {t(`import.separators.${o}`)}
              </label>
            ))}
            {value.card === 'custom' && (
              <TextField id="import-card-custom" label={t('import.customCard')} hint={t('import.customHint')} value={value.cardCustom} onChange={(e) => set('cardCustom', e.target.value)} />
            )}
          </Radios>
        </>
      )}
      <Wide>
        <CheckboxField id="import-swap" label={t('import.swap')} checked={value.swap} onChange={(e) => set('swap', e.target.checked)} />
      </Wide>
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  column-gap: 16px;
`;
const Wide = styled.div`
  grid-column: 1 / -1;
`;
const Radios = styled.fieldset`
  border: 0;
  margin: 0 0 18px;
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 8px;
  }
  > label {
    ${flexRow({ align: 'center', gap: 8 })}
    min-height: 36px;
    input {
      width: 18px;
      height: 18px;
      accent-color: ${theme.colors.blue700};
    }
  }
`;
