import { queryOptions } from '@tanstack/react-query';
import type { EditorialTeamMember } from '~/shared/schemas/editorial-team';

export const editorialTeamQuery = queryOptions<EditorialTeamMember[]>({
  queryKey: ['/api/editorial-team'],
});
