/**
 * Where files come in: drop them on the zone, or choose them with the picker. The picker is a
 * real file input (visually hidden, focusable) whose label is the visible button, so keyboard
 * and screen-reader users get the native control.
 */
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { FileIcon } from './file-icon';

export interface DropZoneProps {
  id: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  title: ReactNode;
  /** Text of the visible picker button (also the input's accessible name). */
  pickLabel: string;
  hint: ReactNode;
  onFiles: (files: File[]) => void;
}

function hasFiles(e: DragEvent) {
  return Array.from(e.dataTransfer?.types ?? []).includes('Files');
}

export function DropZone({ id, accept, multiple = true, disabled, title, pickLabel, hint, onFiles }: DropZoneProps) {
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // dragenter/dragleave fire for every child; count them to know when the pointer really left.
  const depth = useRef(0);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    depth.current = 0;
    setOver(false);
    if (disabled) return;
    const files = Array.from(e.dataTransfer.files);
    if (files.length) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <Zone
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
      onDrop={onDrop}
    >
      <FileIcon size={44} />
      <Title>{title}</Title>
      <HiddenInput
        ref={input}
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          // Reset so choosing the same file again fires change again.
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <PickLabel htmlFor={id} aria-disabled={disabled || undefined}>
        {pickLabel}
      </PickLabel>
      <Hint id={`${id}-hint`}>{hint}</Hint>
    </Zone>
  );
}

const Zone = styled.div<{ $over: boolean; $disabled: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 36px 20px;
  border: 2px dashed ${({ $over }) => ($over ? theme.colors.blue700 : theme.colors.line)};
  border-radius: ${theme.radius.xl}px;
  background: ${({ $over }) => ($over ? theme.colors.blue100 : theme.colors.surfaceAlt)};
  color: ${theme.colors.blue900};
  text-align: center;
  transition: background 0.15s, border-color 0.15s;
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
`;
const Title = styled.p`
  margin: 0;
  font-size: 1.15rem;
  font-weight: 700;
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
const PickLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 22px;
  border-radius: ${theme.radius.pill}px;
  background: ${theme.colors.blue700};
  color: #fff;
  font-weight: 600;
  cursor: pointer;
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
const Hint = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: 0.9rem;
`;
