/** The stored session's localStorage key: its own module, so the boot script can read it without the store. */
export const SESSION_STORAGE_KEY = 'knowly.session';
