import { asc, eq } from 'drizzle-orm';
import type {
  EditorialTeamMember,
  ValidEditorialTeamMemberInput,
} from '~/shared/schemas/editorial-team';
import { editorialTeam } from '../../db/schema';
import type { Store } from '../../db/store';

const publicColumns = {
  id: editorialTeam.id,
  name: editorialTeam.name,
  role: editorialTeam.role,
  background: editorialTeam.background,
  expertise: editorialTeam.expertise,
};

export function createEditorialTeamService(store: Store) {
  const { db } = store;
  return {
    /** Active members in display order, with only the fields the About page shows. */
    listActive(): EditorialTeamMember[] {
      return db
        .select(publicColumns)
        .from(editorialTeam)
        .where(eq(editorialTeam.isActive, true))
        .orderBy(asc(editorialTeam.displayOrder), asc(editorialTeam.id))
        .all();
    },

    create(input: ValidEditorialTeamMemberInput): EditorialTeamMember {
      const now = new Date();
      return db
        .insert(editorialTeam)
        .values({ ...input, createdAt: now, updatedAt: now })
        .returning(publicColumns)
        .get();
    },
  };
}

export type EditorialTeamService = ReturnType<typeof createEditorialTeamService>;
