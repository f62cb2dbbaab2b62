/** Contract of the library's folders (decision 0008). */
import { z } from 'zod';
import { requiredText, uuidParams } from './common';
import { FOLDER_LIMITS } from './limits';

export const folderSchema = z
  .object({ uuid: z.uuid(), name: z.string(), knowsCount: z.number().int(), createdOn: z.string(), updatedOn: z.string() })
  .meta({ id: 'Folder' });
export type Folder = z.infer<typeof folderSchema>;

const folderNameSchema = requiredText(FOLDER_LIMITS.nameMax, {
  required: 'Enter a folder name.',
  tooLong: `Folder names are at most ${FOLDER_LIMITS.nameMax} characters long.`,
});

export const folderBody = z.object({ name: folderNameSchema });
export const folderParams = uuidParams;
