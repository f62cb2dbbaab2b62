/**
 * Where files come in on the upload step: the FilePicker primitive as a drop zone, with the
 * step's file icon, title and hint.
 */
import type { ReactNode } from 'react';
import { styled } from 'next-yak';
import { FilePicker } from '@/components/ui/file-picker';
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

export function DropZone({ id, accept, multiple = true, disabled, title, pickLabel, hint, onFiles }: DropZoneProps) {
  return (
    <FilePicker
      dropZone
      id={id}
      accept={accept}
      multiple={multiple}
      disabled={disabled}
      label={pickLabel}
      variant="primary"
      describedBy={`${id}-hint`}
      onFiles={onFiles}
      footer={<Hint id={`${id}-hint`}>{hint}</Hint>}
    >
      <FileIcon size={44} />
      <Title>{title}</Title>
    </FilePicker>
  );
}

const Title = styled.p`
  margin: 0;
  font-size: 1.15rem;
  font-weight: 700;
`;
const Hint = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: 0.9rem;
`;
