/**
 * The one way a form takes a folder name: the field's state and its check against the
 * contract's limit (FOLDER_LIMITS), so the library's folder form and the know page's save
 * dialog cannot disagree with each other or with the server.
 */
import { useState } from 'react';
import { codePointLength, FOLDER_LIMITS } from '@/lib/contract/limits';

export const FOLDER_NAME_MAX = FOLDER_LIMITS.nameMax;

export interface FolderNameMessages {
  required: string;
  tooLong: string;
}

/** The trimmed name, or the message that says what is wrong with it. */
export function checkFolderName(raw: string, messages: FolderNameMessages): { name: string } | { problem: string } {
  const name = raw.trim();
  if (!name) return { problem: messages.required };
  if (codePointLength(name) > FOLDER_NAME_MAX) return { problem: messages.tooLong };
  return { name };
}

export function useFolderNameField(initialName = '') {
  const [value, setValue] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    setValue,
    error,
    setError,
    /** Props for the input: a little over the limit is typeable so the check can say why. */
    inputProps: {
      value,
      maxLength: FOLDER_NAME_MAX + 20,
      onChange: (e: { target: { value: string } }) => {
        setValue(e.target.value);
        if (error) setError(null);
      },
    },
  };
}
