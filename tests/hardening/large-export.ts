import {
  DATABASE_EXPORT_APP,
  DATABASE_EXPORT_VERSION,
  type DatabaseExport,
} from '~/shared/schemas/database-export';
import { SECTION_SLUGS } from '~/shared/sections';

type ExportArticle = DatabaseExport['data']['articles'][number];

const PARAGRAPHS = [
  'Officials from three neighbouring realities met at the border gate to compare their records of the incursion.',
  'Witnesses described a shimmer over the harbour, followed by the smell of ozone and a brief silence in the markets.',
  'The commission said the breach was sealed within the hour and that no civilians were displaced on either side.',
  'Analysts expect the findings to shape the next round of talks on shared patrols and the registry of crossings.',
];

/** One archive story, about a kilobyte of HTML, unique by its number. */
function archiveArticle(n: number, base: number): ExportArticle {
  const time = new Date(base - n * 60_000).toISOString();
  const content = PARAGRAPHS.map((text, index) => `<p>${text} (Story ${n}, part ${index + 1}.)</p>`)
    .concat(`<p>Filed from desk ${n % 97} of the archive.</p>`)
    .join('\n');
  return {
    id: n,
    slug: `archive-story-${n}`,
    title: `Archive story ${n}: the commission's findings on incursion ${n}`,
    section: SECTION_SLUGS[n % SECTION_SLUGS.length]!,
    summary: `What the commission found about incursion ${n}, and what happens next.`,
    content,
    author: 'Priya Castellanos',
    date: time,
    dateDisplay: null,
    image: '',
    imagePosition: 'center',
    additionalImages: [],
    status: 'published',
    tags: ['archive', `desk-${n % 97}`],
    featured: false,
    readTime: 1,
    createdAt: time,
    updatedAt: time,
    publishedAt: time,
    version: 1,
    authorId: null,
  };
}

/** An export file (the format of GET /api/admin/export-database) holding `count` articles. */
export function buildLargeExport(count: number, base = Date.UTC(2026, 0, 1)): DatabaseExport {
  return {
    meta: {
      exportedAt: new Date(base).toISOString(),
      schemaVersion: DATABASE_EXPORT_VERSION,
      app: DATABASE_EXPORT_APP,
    },
    data: {
      users: [],
      authorProfiles: [],
      articles: Array.from({ length: count }, (_, index) => archiveArticle(index + 1, base)),
      articleRevisions: [],
      breakingNews: [],
      editorialTeam: [],
      analyticsSummaries: [],
      analyticsArticleViews: [],
    },
  };
}
