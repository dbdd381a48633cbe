import { queryOptions } from '@tanstack/react-query';
import type { BreakingNewsItem } from '~/shared/schemas/breaking-news';

export type TickerItem = Pick<BreakingNewsItem, 'id' | 'text' | 'link' | 'active' | 'priority'>;

export const breakingNewsQuery = queryOptions<TickerItem[]>({
  queryKey: ['/api/breaking-news'],
});
