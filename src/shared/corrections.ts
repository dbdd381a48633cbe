/**
 * Corrections and updates under an article, as readers see them. No zod
 * here: reader pages use these words without loading the form schemas.
 */

/** A correction fixes an error of fact; an update adds news to a story that was right. */
export const CORRECTION_KINDS = ['correction', 'update'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

export const CORRECTION_LABELS: Record<CorrectionKind, string> = {
  correction: 'Correction',
  update: 'Update',
};

/** How many days /corrections looks back. */
export const CORRECTIONS_WINDOW_DAYS = 30;

/** A note under an article, as readers see it. */
export interface ArticleCorrection {
  id: number;
  kind: CorrectionKind;
  text: string;
  createdAt: string;
}

/** A note on the /corrections page: with the article it belongs to. */
export interface RecentCorrection extends ArticleCorrection {
  article: { id: number; slug: string; title: string };
}

/** "Correction, Nov 21, 2026, 3:04 PM: ...", the words under the article body start with. */
export function correctionHeading(kind: CorrectionKind, date: string): string {
  return `${CORRECTION_LABELS[kind]}, ${date}`;
}
