import { createHash } from 'node:crypto';
import { Elysia } from 'elysia';
import { z } from 'zod';
import { can, refusalMessage } from '~/shared/roles';
import { idParamSchema } from '~/shared/schemas/common';
import {
  mediaBulkDeleteSchema,
  mediaListQuerySchema,
  mediaUpdateSchema,
  mediaUploadFieldsSchema,
} from '~/shared/schemas/media';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { adminSession } from '../auth/admin-gate';
import type { AdminUser } from '../auth/service';
import { MediaRefusal, prepareOriginal } from './image-processing';

export const MEDIA_UPLOAD_PATH = '/api/admin/media';
const idParams = z.object({ id: idParamSchema });
const NOT_FOUND = 'Image not found';
const UPLOAD_SHAPE_MESSAGE =
  'Send the image as multipart/form-data, the file in the field "file" (with "alt" and an optional "caption")';
const MB = 1024 * 1024;

function megabytes(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}

/** Sorts of file names a person reads in the library; the path a browser sent is dropped. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'image';
}

function inUseMessage(count: number, names: string[]): string {
  const list = names.slice(0, 5).join(', ');
  return count === 1
    ? `This image is in use and was not deleted: ${list}. Remove it from those pages first`
    : `${count} of these images are in use, so none was deleted: ${list}. Remove them from those pages first`;
}

export interface MediaRouteOptions {
  /** The largest file accepted (MEDIA_MAX_BYTES). */
  maxBytes: number;
}

/**
 * The media library's endpoints. Anyone who writes articles may upload and
 * browse; an author may change or delete only the images they uploaded,
 * editors and admins any image.
 */
export function adminMediaRoutes(services: Services, { maxBytes }: MediaRouteOptions) {
  /** Refuses someone else's image to a role that writes only its own articles. */
  async function checkOwner(admin: AdminUser, id: number, what: string): Promise<void> {
    const uploader = await services.media.uploaderOf(id);
    if (uploader === undefined) throw new HttpError(404, NOT_FOUND);
    if (!can(admin.role, 'articles.write-any') && uploader !== admin.id) {
      throw new HttpError(403, refusalMessage(admin.role, what));
    }
  }

  return new Elysia({ name: 'admin-media' })
    .use(adminSession(services))
    .get('/api/admin/media', ({ query }) => services.media.list(query.q || undefined), {
      query: mediaListQuerySchema,
    })
    .post(
      MEDIA_UPLOAD_PATH,
      async ({ admin, request, set }) => {
        let form: FormData;
        try {
          form = await request.formData();
        } catch {
          throw new HttpError(400, UPLOAD_SHAPE_MESSAGE);
        }
        const file = form.get('file');
        if (!(file instanceof Blob)) throw new HttpError(400, UPLOAD_SHAPE_MESSAGE);
        if (file.size === 0) throw new HttpError(400, 'The file is empty');
        if (file.size > maxBytes) {
          throw new HttpError(
            413,
            `The file is ${megabytes(file.size)}; images may be at most ${megabytes(maxBytes)}`,
          );
        }
        const alt = form.get('alt');
        const caption = form.get('caption');
        const fields = mediaUploadFieldsSchema.safeParse({
          alt: typeof alt === 'string' ? alt : '',
          caption: typeof caption === 'string' ? caption : undefined,
        });
        if (!fields.success) throw new HttpError(422, fields.error.issues[0]!.message);
        let original: Awaited<ReturnType<typeof prepareOriginal>>;
        try {
          original = await prepareOriginal(new Uint8Array(await file.arrayBuffer()));
        } catch (error) {
          if (error instanceof MediaRefusal) throw new HttpError(error.status, error.message);
          throw error;
        }
        const hash = createHash('sha256').update(original.data).digest('hex').slice(0, 16);
        set.status = 201;
        return services.media.create({
          original,
          hash,
          fileName: cleanFileName(file instanceof File ? file.name : ''),
          alt: fields.data.alt,
          caption: fields.data.caption,
          uploadedBy: admin.id,
        });
      },
      // Read here, so a body of any other shape gets this route's own message.
      { parse: 'none' },
    )
    .patch(
      '/api/admin/media/:id',
      async ({ admin, params, body }) => {
        await checkOwner(admin, params.id, "change another person's image");
        const item = await services.media.update(params.id, body);
        if (!item) throw new HttpError(404, NOT_FOUND);
        return item;
      },
      { params: idParams, body: mediaUpdateSchema },
    )
    .delete(
      '/api/admin/media/:id',
      async ({ admin, params, set }) => {
        await checkOwner(admin, params.id, "delete another person's image");
        const result = await services.media.delete([params.id]);
        if ('inUse' in result) {
          throw new HttpError(
            409,
            inUseMessage(
              1,
              result.inUse[0]!.usedBy.map((u) => u.title),
            ),
          );
        }
        set.status = 204;
      },
      { params: idParams },
    )
    .post(
      '/api/admin/media/delete',
      async ({ admin, body }) => {
        for (const id of body.ids) await checkOwner(admin, id, "delete another person's image");
        const result = await services.media.delete(body.ids);
        if ('inUse' in result) {
          const names = result.inUse.map((item) => item.fileName);
          throw new HttpError(409, inUseMessage(result.inUse.length, names));
        }
        return result;
      },
      { body: mediaBulkDeleteSchema },
    );
}
