import {
  editorialTeamMemberInputSchema,
  type ValidEditorialTeamMemberInput,
} from '~/shared/schemas/editorial-team';
import { nextSequence } from './sequence';

export type EditorialTeamMemberData = ValidEditorialTeamMemberInput;

export function buildEditorialTeamMember(
  overrides: Partial<EditorialTeamMemberData> = {},
): EditorialTeamMemberData {
  const n = nextSequence();
  return editorialTeamMemberInputSchema.parse({
    role: 'Deputy Editor',
    name: `Editor ${n}`,
    background: 'Twenty years on the news desk, the last ten across realities.',
    expertise: 'Editing, verification',
    displayOrder: n,
    isActive: true,
    ...overrides,
  });
}
