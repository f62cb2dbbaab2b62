/** Contract of the library's folders (decision 0008). */
import { z } from 'zod';
import { uuidParams } from './common';
import { codePointLength, FOLDER_LIMITS } from './limits';

export const folderSchema = z
  .object({ uuid: z.uuid(), name: z.string(), knowsCount: z.number().int(), createdOn: z.string(), updatedOn: z.string() })
  .meta({ id: 'Folder' });
export type Folder = z.infer<typeof folderSchema>;

const folderNameSchema = z
  .string({ error: 'Enter a folder name.' })
  .trim()
  .refine((s) => s.length > 0, 'Enter a folder name.')
  .refine((s) => codePointLength(s) <= FOLDER_LIMITS.nameMax, `Folder names are at most ${FOLDER_LIMITS.nameMax} characters long.`);

export const folderBody = z.object({ name: folderNameSchema });
export const folderParams = uuidParams;
