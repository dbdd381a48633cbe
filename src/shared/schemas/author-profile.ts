import { z } from 'zod';
import { imageUrlOrEmpty, webUrlOrEmpty } from './common';

export const authorProfileInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be less than 100 characters'),
  bio: z.string().trim().max(1000, 'Bio must be less than 1000 characters').default(''),
  title: z.string().trim().max(100, 'Title must be less than 100 characters').default(''),
  avatar: imageUrlOrEmpty('Please enter a valid URL').default(''),
  socialTwitter: z
    .string()
    .trim()
    .max(50, 'Twitter handle must be less than 50 characters')
    .default(''),
  // The message is the product's wording.
  socialLinkedin: webUrlOrEmpty('Please enter a valid LinkedIn URL').default(''),
  expertise: z.array(z.string().trim().min(1)).default([]),
  joinedDate: z.iso
    .datetime({ offset: true, error: 'Joined date must be an ISO date and time' })
    .optional(),
  isActive: z.boolean().default(true),
});

export type AuthorProfileInput = z.input<typeof authorProfileInputSchema>;
export type ValidAuthorProfileInput = z.output<typeof authorProfileInputSchema>;

export interface AuthorProfile {
  id: number;
  name: string;
  bio: string;
  title: string;
  avatar: string;
  socialTwitter: string;
  socialLinkedin: string;
  expertise: string[];
  joinedDate: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** One reporter on the public newsroom list: name, avatar and article count. */
export interface AuthorSummary {
  name: string;
  avatar: string | null;
  articleCount: number;
}
