import { z } from 'zod';
import { webUrlOrEmpty } from './common';

export const MAX_BREAKING_TEXT = 200;

export const breakingNewsInputSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Breaking news text is required')
    .max(MAX_BREAKING_TEXT, 'Text must be less than 200 characters'),
  // The message is the product's wording.
  link: webUrlOrEmpty('Please enter a valid URL').optional().default(''),
  priority: z
    .number({ error: 'Priority must be a number' })
    .int('Priority must be a whole number')
    .min(1, 'Priority must be at least 1')
    .max(10, 'Priority must be 10 or less')
    .default(1),
  active: z.boolean().default(true),
});

export type BreakingNewsInput = z.input<typeof breakingNewsInputSchema>;
export type ValidBreakingNewsInput = z.output<typeof breakingNewsInputSchema>;

/** An item of the public ticker, GET /api/breaking-news. */
export interface BreakingNewsItem {
  id: number;
  text: string;
  link: string | null;
  priority: number;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

export type PriorityLabel = 'Low' | 'Medium' | 'High' | 'Critical';

/** Priority labels: 8+ Critical, 5-7 High, 3-4 Medium, 1-2 Low. */
export function priorityLabel(priority: number): PriorityLabel {
  if (priority >= 8) return 'Critical';
  if (priority >= 5) return 'High';
  if (priority >= 3) return 'Medium';
  return 'Low';
}
