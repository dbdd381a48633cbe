import { z } from 'zod';
import { CORRECTION_KINDS } from '../corrections';

export {
  type ArticleCorrection,
  CORRECTION_KINDS,
  CORRECTION_LABELS,
  CORRECTIONS_WINDOW_DAYS,
  type CorrectionKind,
  correctionHeading,
  type RecentCorrection,
} from '../corrections';

export const MAX_CORRECTION_TEXT = 1000;

/** POST /api/admin/articles/{id}/corrections. */
export const correctionInputSchema = z.object({
  kind: z
    .enum(CORRECTION_KINDS, { error: 'Kind must be correction or update' })
    .default('correction'),
  text: z
    .string({ error: 'The correction text is required' })
    .trim()
    .min(1, 'The correction text is required')
    .max(MAX_CORRECTION_TEXT, `The correction must be less than ${MAX_CORRECTION_TEXT} characters`),
});

export type CorrectionInput = z.input<typeof correctionInputSchema>;
