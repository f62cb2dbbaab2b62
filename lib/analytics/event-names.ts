/**
 * Event names of the knows features (spec §9 "analytics event catalogue": upload, like, save,
 * share, flashcards, search, content-duration milestones). One list, so the pages agree.
 */
export const KNOW_EVENTS = {
  uploadStarted: 'know_upload_started',
  uploadCompleted: 'know_upload_completed',
  uploadFailed: 'know_upload_failed',
  uploadCanceled: 'know_upload_canceled',
  published: 'know_published',
  edited: 'know_edited',
  deleted: 'know_deleted',
  viewed: 'know_viewed',
  liked: 'know_liked',
  unliked: 'know_unliked',
  saved: 'know_saved',
  unsaved: 'know_unsaved',
  shared: 'know_shared',
  downloaded: 'know_downloaded',
  /** value: the milestone in seconds (CONTENT_DURATION_MILESTONES). */
  contentDuration: 'content_duration',
  flashcardsImported: 'flashcards_imported',
  flashcardStudyStarted: 'flashcard_study_started',
  flashcardReviewed: 'flashcard_reviewed',
  flashcardStudyCompleted: 'flashcard_study_completed',
  searchPerformed: 'search_performed',
  searchResultClicked: 'search_result_clicked',
  feedItemClicked: 'feed_item_clicked',
} as const;

/** §9: content-duration milestones in seconds; after 120 s, every further 60 s ("and more"). */
export const CONTENT_DURATION_MILESTONES = [5, 10, 15, 30, 60, 90, 120] as const;

/**
 * Event names of the AI tools (issue 12 §8); chat events carry the aiChat snapshot of spec §3.
 * The server records what happens there (so a closed tab still counts): a question sent, an
 * answer received, summaries and mock exams made and graded. The page records what only the
 * browser sees: a chat started, an answer stopped or broken off, a citation followed, a summary
 * copied or saved, the allowance found used up.
 */
export const AI_EVENTS = {
  chatMessageSent: 'ai_chat_message_sent',
  chatAnswerReceived: 'ai_chat_answer_received',
  summaryCreated: 'ai_summary_created',
  mockExamCreated: 'ai_mock_exam_created',
  mockExamSubmitted: 'ai_mock_exam_submitted',
  chatStarted: 'ai_chat_started',
  chatAnswerStopped: 'ai_chat_answer_stopped',
  chatAnswerFailed: 'ai_chat_answer_failed',
  citationOpened: 'ai_citation_opened',
  summaryCopied: 'ai_summary_copied',
  summarySaved: 'ai_summary_saved',
  allowanceExhausted: 'ai_allowance_exhausted',
} as const;

/** Event names of chats (spec §9 "chat", §3 chat and chatMessage snapshots; decision 0037). */
export const CHAT_EVENTS = {
  opened: 'chat_opened',
  started: 'chat_started',
  messageSent: 'chat_message_sent',
  /** value: native | clipboard; the link carries referrer=share (spec §4 attribution). */
  shared: 'chat_shared',
  /** A visitor opened a shared chat link (its preview). */
  shareOpened: 'chat_share_opened',
  blocked: 'user_blocked',
  unblocked: 'user_unblocked',
  /** value: MESSAGE | USER | KNOW */
  reported: 'content_reported',
} as const;

/**
 * Event names of studying together (issue 13 §6): recorded by the server as the vote or the
 * graded quiz is stored. poll_voted: value = the option index; topic_quiz_completed: value =
 * score, valueId = questions asked, page = { topicUuid, countryCode }.
 */
export const STUDY_EVENTS = {
  pollVoted: 'poll_voted',
  topicQuizCompleted: 'topic_quiz_completed',
} as const;

/**
 * Subscription checkout events (spec §9 catalogue "subscription checkout", decision 0032):
 * `value` is the price in major units of its currency, `referrerScreen` the plan page's
 * utm_content (where the buyer came from, e.g. know_blur), or "pro_plan".
 */
export const PRO_PLAN_EVENTS = {
  checkoutStarted: 'subscription_checkout_started',
  checkoutCompleted: 'subscription_checkout_completed',
  activated: 'subscription_activated',
  activationFailed: 'subscription_activation_failed',
  canceled: 'subscription_canceled',
} as const;
