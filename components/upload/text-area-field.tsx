/** A labelled multi-line text field in the style of components/auth/form-fields. */
import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { id, label, hint, error, ...rest },
  ref,
) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : null;
  const errorId = error ? `${fieldId}-error` : null;
  return (
    <Field>
      <label htmlFor={fieldId}>{label}</label>
      <TextArea
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        {...rest}
      />
      {error && <ErrorText id={errorId ?? undefined}>{error}</ErrorText>}
      {hint && <Hint id={hintId ?? undefined}>{hint}</Hint>}
    </Field>
  );
});

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 18px;
  label {
    font-weight: 600;
  }
`;
const TextArea = styled.textarea`
  width: 100%;
  min-height: 110px;
  padding: 10px 14px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.md}px;
  font: inherit;
  color: ${theme.colors.ink};
  background: #fff;
  resize: vertical;
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
    box-shadow: 0 0 0 1px ${theme.colors.danger};
  }
`;
const Hint = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: 0.9rem;
`;
const ErrorText = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: 0.92rem;
  font-weight: 600;
`;
