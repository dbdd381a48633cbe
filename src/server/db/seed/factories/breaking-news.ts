import {
  breakingNewsInputSchema,
  type ValidBreakingNewsInput,
} from '~/shared/schemas/breaking-news';
import { nextSequence } from './sequence';

export type BreakingNewsData = ValidBreakingNewsInput;

export function buildBreakingNews(overrides: Partial<BreakingNewsData> = {}): BreakingNewsData {
  const n = nextSequence();
  return breakingNewsInputSchema.parse({
    text: `Portal activity reported over sector ${n}`,
    link: '',
    priority: 1,
    active: true,
    ...overrides,
  });
}
