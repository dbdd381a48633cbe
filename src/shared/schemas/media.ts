import { z } from 'zod';

export const ALT_REQUIRED_MESSAGE = 'Describe the image for readers who cannot see it (alt text)';
export const ALT_MAX = 300;
export const CAPTION_MAX = 500;

/** Alt text: what the image shows, read aloud by screen readers. Required for every upload. */
export const altTextSchema = z
  .string()
  .trim()
  .min(1, ALT_REQUIRED_MESSAGE)
  .max(ALT_MAX, `Alt text must be at most ${ALT_MAX} characters`);

/** Caption or credit, shown under the image where the page has room. */
export const captionSchema = z
  .string()
  .trim()
  .max(CAPTION_MAX, `The caption must be at most ${CAPTION_MAX} characters`);

/** The text fields sent with an upload (the file travels beside them). */
export const mediaUploadFieldsSchema = z.object({
  alt: altTextSchema,
  caption: captionSchema.default(''),
});

/** Editing an image's texts: whatever is sent is replaced. */
export const mediaUpdateSchema = z
  .object({ alt: altTextSchema, caption: captionSchema })
  .partial()
  .refine((value) => value.alt !== undefined || value.caption !== undefined, {
    message: 'Send alt or caption',
  });
export type MediaUpdate = z.infer<typeof mediaUpdateSchema>;

/** Deleting several images at once. */
export const mediaBulkDeleteSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1, 'Choose at least one image').max(200),
});

export const mediaListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
});

/** Where an image is used: an article (by id, title and slug) or an author profile. */
export interface MediaUse {
  kind: 'article' | 'author';
  id: number;
  title: string;
  slug?: string;
}

/** A stored image as the back office sees it. */
export interface MediaItem {
  id: number;
  url: string;
  fileName: string;
  mimeType: string;
  width: number;
  height: number;
  byteSize: number;
  alt: string;
  caption: string;
  /** The uploader's username; null for the demo content or a deleted account. */
  uploadedBy: string | null;
  createdAt: string;
  updatedAt: string;
  usedBy: MediaUse[];
}

/** What a reader page needs to describe one uploaded image. */
export interface MediaText {
  alt: string;
  caption: string;
}
