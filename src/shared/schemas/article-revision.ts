import { z } from 'zod';
import { articleInputSchema } from './article';

/** One version of an article as its history lists it (no body). */
export interface ArticleRevisionSummary {
  version: number;
  title: string;
  summary: string;
  authorId: number | null;
  /** When this version was saved. */
  createdAt: string;
  changeNote: string | null;
  /** The username of whoever saved it; null for content no account saved (demo, imports). */
  savedBy: string | null;
  /** Whether this is the article as it stands. */
  current: boolean;
}

/** One version in full: what a comparison and a restore read. */
export interface ArticleRevision extends ArticleRevisionSummary {
  content: string;
}

/** POST /api/admin/articles/{id}/revisions/{version}/restore: both optional. */
export const revisionRestoreSchema = z.object({
  changeNote: articleInputSchema.shape.changeNote,
  /** The version the editor had open; a later save refuses the restore (409). */
  version: articleInputSchema.shape.version,
});

export type RevisionRestoreInput = z.input<typeof revisionRestoreSchema>;
