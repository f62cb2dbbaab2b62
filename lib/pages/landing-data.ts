/** The landing's material as its page props carry it (kept small: decision 0041). */
import type { SubjectColor } from '@/lib/config/catalogues';
import type { KnowFormat } from '@/lib/contract/knows';

/** What a landing card shows of a popular know. */
export interface LandingKnow {
  uuid: string;
  title: string;
  format: KnowFormat;
  thumbnailUrl: string | null;
  subjectName: string | null;
  knowerName: string;
  likesCount: number;
  pageCount: number;
  flashcardCount: number;
}

/** A subject of the edition's catalogue with its number of public knows. */
export interface LandingSubject {
  id: number;
  name: string;
  slug: string;
  icon: string;
  color: SubjectColor;
  knowCount: number;
}
