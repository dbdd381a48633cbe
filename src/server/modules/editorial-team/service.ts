import { asc, eq } from 'drizzle-orm';
import type {
  EditorialTeamMember,
  ValidEditorialTeamMemberInput,
} from '~/shared/schemas/editorial-team';
import type { Store } from '../../db/store';

export function createEditorialTeamService(store: Store) {
  const { db } = store;
  const { editorialTeam } = store.tables;
  const publicColumns = {
    id: editorialTeam.id,
    name: editorialTeam.name,
    role: editorialTeam.role,
    background: editorialTeam.background,
    expertise: editorialTeam.expertise,
  };
  return {
    /** Active members in display order, with only the fields the About page shows. */
    async listActive(): Promise<EditorialTeamMember[]> {
      return await db
        .select(publicColumns)
        .from(editorialTeam)
        .where(eq(editorialTeam.isActive, true))
        .orderBy(asc(editorialTeam.displayOrder), asc(editorialTeam.id));
    },

    async create(input: ValidEditorialTeamMemberInput): Promise<EditorialTeamMember> {
      const now = new Date();
      const [member] = await store.transaction((tx) =>
        tx
          .insert(editorialTeam)
          .values({ ...input, createdAt: now, updatedAt: now })
          .returning(publicColumns),
      );
      return member!;
    },
  };
}

export type EditorialTeamService = ReturnType<typeof createEditorialTeamService>;
