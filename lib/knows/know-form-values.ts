/**
 * A know's details as the form's controls hold them (strings; '' = nothing chosen): the know
 * form edits them, and the upload draft keeps them between the create pages and across a reload.
 */
export interface KnowFormValues {
  title: string;
  description: string;
  /** '' = none chosen. */
  subjectId: string;
  topicUuid: string;
  gradeIds: string[];
  isPrivate: boolean;
}
