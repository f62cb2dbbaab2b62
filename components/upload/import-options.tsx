/**
 * How the pasted text is read: format (recognised automatically by default), the CSV
 * delimiter, Quizlet's two separators as in Quizlet's own import dialog, the header line and
 * swapping front and back.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
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
          <SeparatorChoice
            name="import-term"
            legend={t('import.termSeparator')}
            options={['tab', 'comma', 'custom']}
            value={value.term}
            onChange={(o) => set('term', o)}
            customLabel={t('import.customTerm')}
            customValue={value.termCustom}
            onCustomChange={(v) => set('termCustom', v)}
          />
          <SeparatorChoice
            name="import-card"
            legend={t('import.cardSeparator')}
            options={['newline', 'semicolon', 'custom']}
            value={value.card}
            onChange={(o) => set('card', o)}
            customLabel={t('import.customCard')}
            customValue={value.cardCustom}
            onCustomChange={(v) => set('cardCustom', v)}
          />
        </>
      )}
      <Wide>
        <CheckboxField id="import-swap" label={t('import.swap')} checked={value.swap} onChange={(e) => set('swap', e.target.checked)} />
      </Wide>
    </Grid>
  );
}

type Separator = ImportSettings['term'] | ImportSettings['card'];

/** One of Quizlet's two separators: radio buttons for its presets and, for "custom", a field to type it. */
function SeparatorChoice<O extends Separator>({
  name,
  legend,
  options,
  value,
  onChange,
  customLabel,
  customValue,
  onCustomChange,
}: {
  name: string;
  legend: string;
  options: readonly O[];
  value: O;
  onChange: (o: O) => void;
  customLabel: string;
  customValue: string;
  onCustomChange: (v: string) => void;
}) {
  const { t } = useTranslation('upload');
  return (
    <Radios>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o}>
          <input type="radio" name={name} value={o} checked={value === o} onChange={() => onChange(o)} />
          {t(`import.separators.${o as Separator}`)}
        </label>
      ))}
      {value === 'custom' && (
        <TextField id={`${name}-custom`} label={customLabel} hint={t('import.customHint')} value={customValue} onChange={(e) => onCustomChange(e.target.value)} />
      )}
    </Radios>
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
    display: flex; align-items: center; gap: 8px;
    min-height: 36px;
    input {
      width: 18px;
      height: 18px;
      accent-color: ${theme.colors.blue700};
    }
  }
`;
