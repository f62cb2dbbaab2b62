/** zod schemas of folders (decision 0008); the Folder schema mirrors lib/api/know-types.ts. */
import { z } from 'zod';
import type { Folder } from '@/lib/api/know-types';

export const FOLDER_NAME_MAX = 60;

export const folderSchema = z
  .object({ uuid: z.uuid(), name: z.string(), knowsCount: z.number(), createdOn: z.string(), updatedOn: z.string() })
  .meta({ id: 'Folder' });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type FolderSchemaCheck = Assert<Same<z.infer<typeof folderSchema>, Folder>>;

export const folderNameSchema = z
  .string({ error: 'Enter a folder name.' })
  .trim()
  .refine((s) => s.length > 0, 'Enter a folder name.')
  .refine((s) => [...s].length <= FOLDER_NAME_MAX, `Folder names are at most ${FOLDER_NAME_MAX} characters long.`);

export const folderBody = z.object({ name: folderNameSchema });
export const folderParams = z.object({ uuid: z.uuid() });
