/**
 * Choosing files, the one way every feature does it (upload drop zone, flashcard import, profile
 * picture). The picker is a real file input, visually hidden but focusable, whose label is the
 * visible button: keyboard and screen-reader users get the native control (Tab to it, Enter or
 * Space opens the system dialog). With `dropZone`, files may also be dropped on the zone around
 * it. Choosing the same file again works (the input is reset after each choice).
 */
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { styled, css } from 'next-yak';
import { theme } from '@/styles/theme';

export interface FilePickerProps {
  id: string;
  accept: string;
  /** Text of the visible button (also the input's accessible name). */
  label: string;
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** Ids of texts that describe the picker (hint, error). */
  describedBy?: string;
  variant?: 'primary' | 'secondary';
  /** Accept dropped files too; the content (title, icon, hint) is shown in the zone. */
  dropZone?: boolean;
  children?: ReactNode;
  /** Shown after the button (e.g. the hint). */
  footer?: ReactNode;
  className?: string;
}

function hasFiles(e: DragEvent) {
  return Array.from(e.dataTransfer?.types ?? []).includes('Files');
}

export function FilePicker({
  id, accept, label, onFiles, multiple = false, disabled, invalid, describedBy, variant = 'secondary', dropZone = false, children, footer, className,
}: FilePickerProps) {
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child; count them to know when the pointer really left.
  const depth = useRef(0);

  const picker = (
    <>
      <HiddenInput
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          // Reset so choosing the same file again fires change again.
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <PickLabel htmlFor={id} aria-disabled={disabled || undefined} $variant={variant}>
        {label}
      </PickLabel>
    </>
  );

  if (!dropZone) {
    return (
      <Inline className={className}>
        {children}
        {picker}
        {footer}
      </Inline>
    );
  }

  return (
    <Zone
      className={className}
      $over={over}
      $disabled={!!disabled}
      data-testid="drop-zone"
      onDragEnter={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        depth.current++;
        setOver(true);
      }}
      onDragOver={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(e) => {
        e.preventDefault();
        depth.current = 0;
        setOver(false);
        if (disabled) return;
        const files = Array.from(e.dataTransfer.files);
        if (files.length) onFiles(multiple ? files : files.slice(0, 1));
      }}
    >
      {children}
      {picker}
      {footer}
    </Zone>
  );
}

const Inline = styled.div`
  position: relative;
  display: flex; flex-wrap: wrap; align-items: center; gap: 12px;
`;
const Zone = styled.div<{ $over: boolean; $disabled: boolean }>`
  position: relative;
  display: flex; flex-direction: column; align-items: center; gap: 10px;
  padding: 36px 20px;
  border: 2px dashed ${({ $over }) => ($over ? theme.colors.blue700 : theme.colors.line)};
  border-radius: ${theme.radius.xl}px;
  background: ${({ $over }) => ($over ? theme.colors.blue100 : theme.colors.surfaceAlt)};
  color: ${theme.colors.blue900};
  text-align: center;
  transition: background 0.15s, border-color 0.15s;
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
`;
/* Visually hidden but focusable: the label after it is its visible face and shows its focus. */
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
  &:focus-visible + label {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
const PickLabel = styled.label<{ $variant: 'primary' | 'secondary' }>`
  align-self: center;
  display: inline-flex; align-items: center;
  min-height: 44px;
  padding: 0 20px; border-radius: ${theme.radius.pill}px; font-weight: 600;
  cursor: pointer;
  ${({ $variant }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.blue700};
          color: #fff;
        `
      : css`
          border: 1px solid ${theme.colors.line};
          background: #fff;
          color: ${theme.colors.blue900};
        `}
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
