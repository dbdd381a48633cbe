import { z } from 'zod';

export const editorialTeamMemberInputSchema = z.object({
  role: z
    .string()
    .trim()
    .min(1, 'Role is required')
    .max(100, 'Role must be less than 100 characters'),
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be less than 100 characters'),
  background: z
    .string()
    .trim()
    .min(1, 'Background is required')
    .max(500, 'Background must be less than 500 characters'),
  expertise: z
    .string()
    .trim()
    .min(1, 'Expertise is required')
    .max(300, 'Expertise must be less than 300 characters'),
  displayOrder: z
    .number()
    .int('Display order must be a whole number')
    .min(0, 'Display order must be 0 or more')
    .default(0),
  isActive: z.boolean().default(true),
});

export type EditorialTeamMemberInput = z.input<typeof editorialTeamMemberInputSchema>;
export type ValidEditorialTeamMemberInput = z.output<typeof editorialTeamMemberInputSchema>;

/** A member as the public About page receives it. */
export interface EditorialTeamMember {
  id: number;
  name: string;
  role: string;
  background: string;
  expertise: string;
}
