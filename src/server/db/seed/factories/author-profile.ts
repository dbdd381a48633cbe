import {
  authorProfileInputSchema,
  type ValidAuthorProfileInput,
} from '~/shared/schemas/author-profile';
import { nextSequence } from './sequence';

export type AuthorProfileData = ValidAuthorProfileInput;

export function buildAuthorProfile(overrides: Partial<AuthorProfileData> = {}): AuthorProfileData {
  const n = nextSequence();
  return authorProfileInputSchema.parse({
    name: `Reporter ${n}`,
    title: 'Staff Correspondent',
    bio: 'Covers the stories that cross from one reality into the next.',
    avatar: '',
    socialTwitter: '',
    socialLinkedin: '',
    expertise: [],
    isActive: true,
    ...overrides,
  });
}
