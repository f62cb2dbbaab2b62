/** Object URL of a user's profile picture (lib/api/profile-picture.ts); null shows the initial. */
export { useProfilePictureUrl as useProfilePicture } from '@/lib/api/profile-picture';
