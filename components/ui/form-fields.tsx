/**
 * Labelled form controls used by every form (account, profile, upload, know, library): every control has a visible label, an optional
 * hint and an error message, both tied to the control with aria-describedby; a control with an
 * error is aria-invalid.
 */
import {
  forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { styled, css } from 'next-yak';
import { selectedChip } from './chip-link';
import { theme } from '@/styles/theme';

function describedBy(...ids: (string | null | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

interface FieldChrome {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, FieldChrome {
  id?: string;
  /** Text or element right of the input (e.g. a show-password toggle). */
  addon?: ReactNode;
  /** Content between the input and the hint (e.g. a live status). */
  after?: ReactNode;
}

/** The ids that tie a field's label, hint and error to its input (one rule for every field). */
function useFieldIds(id: string | undefined, hint: ReactNode, error: string | null | undefined) {
  const generated = useId();
  const fieldId = id ?? generated;
  return { fieldId, hintId: hint ? `${fieldId}-hint` : null, errorId: error ? `${fieldId}-error` : null };
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, hint, error, addon, after, 'aria-describedby': extraDescription, ...input },
  ref,
) {
  const { fieldId, hintId, errorId } = useFieldIds(id, hint, error);
  return (
    <Field>
      <Label htmlFor={fieldId}>{label}</Label>
      <InputRow>
        <Input
          ref={ref}
          id={fieldId}
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(errorId, extraDescription, hintId)}
        />
        {addon}
      </InputRow>
      {after}
      {error && <ErrorText id={errorId ?? undefined}>{error}</ErrorText>}
      {hint && <Hint id={hintId ?? undefined}>{hint}</Hint>}
    </Field>
  );
});

/** E-mail input: the e-mail keyboard, autofill, no autocorrection or capitalisation. */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(function EmailField(props, ref) {
  return <TextField ref={ref} name="email" autoComplete="email" {...props} type="email" inputMode="email" autoCapitalize="none" spellCheck={false} />;
});

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'addon'> {
  showLabel: string;
  hideLabel: string;
}

/** Password input with a show/hide toggle (a toggle button, so it is keyboard reachable). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { showLabel, hideLabel, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="off"
      addon={
        <Toggle type="button" aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {visible ? hideLabel : showLabel}
        </Toggle>
      }
    />
  );
});

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>, FieldChrome {
  id?: string;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { id, label, hint, error, ...textarea },
  ref,
) {
  const { fieldId, hintId, errorId } = useFieldIds(id, hint, error);
  return (
    <Field>
      <Label htmlFor={fieldId}>{label}</Label>
      <TextArea
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId, hintId)}
        {...textarea}
      />
      {error && <ErrorText id={errorId ?? undefined}>{error}</ErrorText>}
      {hint && <Hint id={hintId ?? undefined}>{hint}</Hint>}
    </Field>
  );
});

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>, FieldChrome {
  id?: string;
  children: ReactNode;
}

export function SelectField({ id, label, hint, error, children, ...select }: SelectFieldProps) {
  const { fieldId, hintId, errorId } = useFieldIds(id, hint, error);
  return (
    <Field>
      <Label htmlFor={fieldId}>{label}</Label>
      <Select id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(errorId, hintId)} {...select}>
        {children}
      </Select>
      {error && <ErrorText id={errorId ?? undefined}>{error}</ErrorText>}
      {hint && <Hint id={hintId ?? undefined}>{hint}</Hint>}
    </Field>
  );
}

/**
 * A select's options: first the empty choice ("Choose…", "All subjects") when `empty` is given,
 * then one option per entry.
 */
export function SelectOptions({ empty, options }: { empty?: string; options: readonly { value: string | number; label: string }[] }) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>, FieldChrome {
  id?: string;
}

export function CheckboxField({ id, label, hint, error, ...input }: CheckboxFieldProps) {
  const { fieldId, hintId, errorId } = useFieldIds(id, hint, error);
  return (
    <Field>
      <CheckRow>
        <input
          id={fieldId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(errorId, hintId)}
          {...input}
        />
        <label htmlFor={fieldId}>{label}</label>
      </CheckRow>
      {error && <ErrorText id={errorId ?? undefined}>{error}</ErrorText>}
      {hint && <Hint id={hintId ?? undefined}>{hint}</Hint>}
    </Field>
  );
}

/** A group of checkboxes (e.g. several grades) with one legend, hint and error. */
export function CheckboxGroup({
  legend,
  hint,
  error,
  options,
  values,
  onChange,
  name,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  options: { value: string; label: string }[];
  values: string[];
  onChange: (values: string[]) => void;
  name: string;
}) {
  const { fieldId: baseId, hintId, errorId } = useFieldIds(undefined, hint, error);
  const toggle = (value: string, on: boolean) => {
    const next = on ? [...values, value] : values.filter((v) => v !== value);
    // Keep the options' order.
    onChange(options.map((o) => o.value).filter((v) => next.includes(v)));
  };
  return (
    <Fieldset aria-describedby={describedBy(errorId, hintId)} aria-invalid={error ? true : undefined}>
      <Legend>{legend}</Legend>
      <Chips>
        {options.map((o) => {
          const optionId = `${baseId}-${o.value}`;
          return (
            <Chip key={o.value}>
              <input
                id={optionId}
                type="checkbox"
                name={name}
                value={o.value}
                checked={values.includes(o.value)}
                onChange={(e) => toggle(o.value, e.target.checked)}
              />
              <label htmlFor={optionId}>{o.label}</label>
            </Chip>
          );
        })}
      </Chips>
      {error && <ErrorText id={errorId ?? undefined}>{error}</ErrorText>}
      {hint && <Hint id={hintId ?? undefined}>{hint}</Hint>}
    </Fieldset>
  );
}

/** A message about the whole form (e.g. wrong password), announced when it appears. */
export function FormAlert({ children, tone = 'error', id }: { children: ReactNode; tone?: 'error' | 'success' | 'info'; id?: string }) {
  return (
    <Alert id={id} role={tone === 'error' ? 'alert' : 'status'} $tone={tone}>
      {children}
    </Alert>
  );
}

const Field = styled.div`
  display: flex; flex-direction: column; gap: 6px;
  margin-bottom: 18px;
`;
const Label = styled.label`
  font-weight: 600;
`;
const InputRow = styled.div`
  display: flex; align-items: stretch; gap: 8px;
`;
const controlStyles = css`
  width: 100%;
  min-height: 46px;
  padding: 10px 14px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.md}px;
  font: inherit;
  color: ${theme.colors.ink};
  background: #fff;
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
    box-shadow: 0 0 0 1px ${theme.colors.danger};
  }
  &:disabled {
    background: ${theme.colors.surfaceAlt};
  }
`;
const Input = styled.input`
  ${controlStyles};
  flex: 1;
  min-width: 0;
`;
const Select = styled.select`
  ${controlStyles};
`;
const TextArea = styled.textarea`
  ${controlStyles};
  min-height: 110px;
  resize: vertical;
`;
const Toggle = styled.button`
  flex: none;
  min-height: 46px;
  min-width: 44px;
  padding: 0 12px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.surfaceAlt};
  color: ${theme.colors.blue900};
  font: inherit;
  font-size: 0.9rem;
  font-weight: 600;
  cursor: pointer;
`;
/** A field's hint and error text, for controls that are not one of the fields above. */
export const Hint = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: 0.9rem;
`;
export const ErrorText = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: 0.92rem;
  font-weight: 600;
`;
const CheckRow = styled.div`
  display: flex; align-items: flex-start; gap: 10px;
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    flex: none;
    accent-color: ${theme.colors.blue700};
  }
`;
const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 18px;
  min-width: 0;
`;
const Legend = styled.legend`
  font-weight: 600;
  padding: 0;
  margin-bottom: 8px;
`;
const Chips = styled.div`
  display: flex; flex-wrap: wrap; gap: 8px;
  margin-bottom: 6px;
`;
const Chip = styled.div`
  position: relative;
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  label {
    display: inline-flex; align-items: center; justify-content: center;
    min-height: 40px;
    min-width: 44px;
    padding: 0 14px;
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius.pill}px;
    cursor: pointer;
    background: #fff;
  }
  input:checked + label {
    ${selectedChip};
    --chip-color: ${theme.colors.blue700};
  }
  input:focus-visible + label {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
const Alert = styled.div<{ $tone: 'error' | 'success' | 'info' }>`
  margin: 0 0 18px;
  padding: 12px 14px;
  border-radius: ${theme.radius.md}px;
  border: 1px solid
    ${({ $tone }) => ($tone === 'error' ? theme.colors.danger : $tone === 'success' ? theme.colors.subject.green : theme.colors.blue500)};
  background: ${({ $tone }) => ($tone === 'error' ? '#fdecea' : $tone === 'success' ? '#e8f6ee' : theme.colors.blue100)};
  color: ${theme.colors.ink};
`;
