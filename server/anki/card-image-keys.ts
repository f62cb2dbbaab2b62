/**
 * Where card images live in file storage (decision 0070): one folder per owner and set, so a
 * deleted set or account takes its images by prefix, also those whose rows an edit removed.
 */
import { IMAGE_EXTENSIONS, type ImageType } from '../files/image';

export const cardImageOwnerPrefix = (userId: string) => `flashcard-images/${userId}/`;

export const cardImagePrefix = (userId: string, knowId: string) => `${cardImageOwnerPrefix(userId)}${knowId}/`;

export const cardImageKey = (userId: string, knowId: string, imageId: string, type: ImageType) =>
  `${cardImagePrefix(userId, knowId)}${imageId}.${IMAGE_EXTENSIONS[type]}`;
