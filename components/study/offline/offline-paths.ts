/** The offline study page (decision 0071); public/study-sw.js recognises the same path. */
export const OFFLINE_STUDY_PATH = '/app/flashcards/offline';
