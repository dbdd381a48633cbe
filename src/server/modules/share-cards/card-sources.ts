import { readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { usableAvatar } from '~/shared/avatars';
import { withLegacyAssetSlash } from '~/shared/legacy-asset-path';
import { parseMediaUrl } from '~/shared/media-url';
import { DEFAULT_AVATAR, reporterProfile } from '~/shared/reporters';
import { findSection } from '~/shared/sections';
import { shareCardVersion } from '~/shared/share-cards';
import { siteConfig } from '~/shared/site-config';
import type { Services } from '../../services';
import { isKnownAuthor } from '../authors/known-author';
import type { CardImageBytes, CardSpec } from './card-spec';

/** A picture file larger than this is not read for a card. */
const MAX_PICTURE_BYTES = 8 * 1024 * 1024;

/** What a card URL stands for: its current version and how to gather what it shows. */
export interface CardSubject {
  /** Unique among all cards, e.g. "article:42". */
  key: string;
  version: string;
  spec: () => Promise<CardSpec>;
}

/** The section art every section has, in public/images/sections. */
const sectionArt = (slug: string, variant = 1) => `/images/sections/${slug}-${variant}.svg`;

/**
 * Finds what each card shows. Only the site's own files are drawn: an image
 * on another host is not fetched (the server would wait on, and could be
 * pointed at, any address), so an article whose picture lives elsewhere gets
 * its section's art.
 */
export function createCardSources(services: Services, { publicDir }: { publicDir: string }) {
  const root = normalize(publicDir);

  /** A file of the site's public folder, by its site path; null for anything else. */
  async function sitePicture(path: string | null | undefined): Promise<CardImageBytes | null> {
    if (!path?.startsWith('/') || path.startsWith('//')) return null;
    // An uploaded image: its stored original, from the database.
    const upload = parseMediaUrl(path);
    if (upload) {
      const original = services.media.original(upload.hash);
      return original && original.data.byteLength <= MAX_PICTURE_BYTES
        ? new Uint8Array(original.data)
        : null;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(path, 'http://site.invalid').pathname);
    } catch {
      return null;
    }
    const file = normalize(join(root, pathname));
    if (!file.startsWith(root + sep)) return null;
    try {
      const info = await stat(file);
      if (!info.isFile() || info.size > MAX_PICTURE_BYTES) return null;
      return new Uint8Array(await readFile(file));
    } catch {
      return null;
    }
  }

  async function pictures(paths: Array<string | null | undefined>): Promise<CardImageBytes[]> {
    const found = await Promise.all(paths.map(sitePicture));
    return found.filter((bytes): bytes is CardImageBytes => bytes !== null);
  }

  return {
    site(): CardSubject {
      return {
        key: 'site',
        version: shareCardVersion(),
        spec: async () => ({ kind: 'site', title: siteConfig.name, text: siteConfig.tagline }),
      };
    },

    section(slug: string): CardSubject | null {
      const section = findSection(slug);
      if (!section) return null;
      return {
        key: `section:${section.slug}`,
        version: shareCardVersion(),
        spec: async () => ({
          kind: 'section',
          title: section.name,
          label: section.group,
          text: section.description,
          backgrounds: await pictures([sectionArt(section.slug), siteConfig.placeholderImage]),
        }),
      };
    },

    /** A public article's card; drafts and unknown ids have none. */
    async article(id: number): Promise<CardSubject | null> {
      const article = await services.articles.findPublic(String(id));
      if (!article || article.id !== id) return null;
      const section = findSection(article.section);
      const image = article.image?.trim() ? withLegacyAssetSlash(article.image.trim()) : null;
      return {
        key: `article:${article.id}`,
        version: shareCardVersion(article.updatedAt),
        spec: async () => ({
          kind: 'article',
          title: article.title,
          label: section?.name ?? null,
          focus: article.imagePosition,
          backgrounds: await pictures([
            image,
            section ? sectionArt(section.slug, (article.id % 3) + 1) : null,
            siteConfig.placeholderImage,
          ]),
        }),
      };
    },

    /** A reporter's card: one with a profile or public articles; nobody else has one. */
    async author(name: string): Promise<CardSubject | null> {
      if (!(await isKnownAuthor(services, name))) return null;
      const profile = services.authors.findProfileByName(name);
      const reporter = reporterProfile(name, profile);
      return {
        key: `author:${name}`,
        version: shareCardVersion(profile?.updatedAt ?? null),
        spec: async () => ({
          kind: 'author',
          name,
          label: reporter.title,
          avatars: await pictures([usableAvatar(profile?.avatar), DEFAULT_AVATAR]),
        }),
      };
    },
  };
}

export type CardSources = ReturnType<typeof createCardSources>;
