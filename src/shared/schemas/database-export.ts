import { z } from 'zod';
import { siteConfig } from '../site-config';
import { articleInputSchema } from './article';
import { usernameSchema } from './auth';
import { authorProfileInputSchema } from './author-profile';
import { breakingNewsInputSchema } from './breaking-news';
import { correctionInputSchema } from './correction';
import { editorialTeamMemberInputSchema } from './editorial-team';

/** Raised whenever the export's shape changes, so an older server refuses a newer file. */
export const DATABASE_EXPORT_VERSION = 1;
export const DATABASE_EXPORT_APP = siteConfig.name;

/**
 * The tables an export carries, in the order they are imported (a table
 * comes after the ones it refers to). Sessions are never among them, nor
 * readership's raw events and the day's visitors: only its daily summaries
 * and each article's views per day travel.
 */
export const DATABASE_TABLES = [
  'users',
  'authorProfiles',
  'articles',
  'articleRevisions',
  'breakingNews',
  'editorialTeam',
  'analyticsSummaries',
  'analyticsArticleViews',
] as const;

export type DatabaseTable = (typeof DATABASE_TABLES)[number];
export type DatabaseTableCounts = Record<DatabaseTable, number>;

/** POST /api/admin/import-database: what was added and what was already there. */
export interface DatabaseImportResult {
  imported: DatabaseTableCounts;
  skipped: DatabaseTableCounts;
}

const isoDateTime = z.iso
  .datetime({ offset: true, error: 'Must be an ISO date and time' })
  .transform((value) => new Date(value));

const recordId = z
  .number({ error: 'Id must be a number' })
  .int('Id must be a whole number')
  .positive('Id must be a positive number');

const version = z
  .number({ error: 'Version must be a number' })
  .int('Version must be a whole number')
  .min(1, 'Version must be at least 1');

/** A user's id, as records refer to the account behind them; null for none. */
const userReference = (name: string) =>
  z.string().min(1, `${name} must not be empty`).nullable().default(null);

/**
 * Only hashes Bun.password can check (argon2 or bcrypt, in their standard
 * text form): a plain password in the file must never become a login.
 */
const PASSWORD_HASH = /^\$(argon2(id|i|d)\$|2[abxy]?\$)\S+$/;

export const userRecordSchema = z.object({
  id: z.string().trim().min(1, 'User id is required').max(100, 'User id is too long'),
  username: usernameSchema,
  passwordHash: z.string().regex(PASSWORD_HASH, 'Password hash must be an argon2 or bcrypt hash'),
  role: z
    .string()
    .trim()
    .min(1, 'Role is required')
    .max(50, 'Role must be less than 50 characters'),
  createdAt: isoDateTime,
  lastLogin: isoDateTime.nullable().default(null),
  failedAttempts: z.number().int().min(0, 'Failed attempts must be 0 or more').default(0),
  lockedUntil: isoDateTime.nullable().default(null),
  lockCount: z.number().int().min(0, 'Lock count must be 0 or more').default(0),
  // Written only when they differ from these defaults, so files of accounts
  // that are active and signed in with their own password look as before.
  active: z.boolean({ error: 'Active must be true or false' }).default(true),
  mustChangePassword: z
    .boolean({ error: 'Must change password must be true or false' })
    .default(false),
});

export const authorProfileRecordSchema = authorProfileInputSchema.extend({
  id: recordId,
  joinedDate: isoDateTime,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

export const articleRecordSchema = articleInputSchema.extend({
  id: recordId,
  // Stored as null when there is none; the input schema's empty string means the same.
  image: articleInputSchema.shape.image.nullable().transform((value) => value ?? ''),
  dateDisplay: z.string().nullable().default(null),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  publishedAt: isoDateTime.nullable().default(null),
  version: version.default(1),
  authorId: recordId.nullable().default(null),
  /** The user who created the article (an author may edit only their own). */
  createdBy: userReference('Created by'),
  /** Who saved the current version, and the note they left with it. */
  savedBy: userReference('Saved by'),
  changeNote: z.string().nullable().default(null),
  /** Its corrections and updates, oldest first, kept with the article they belong to. */
  corrections: z
    .array(
      correctionInputSchema.extend({
        createdAt: isoDateTime,
        createdBy: userReference('Created by'),
      }),
      { error: 'Must be a list of corrections' },
    )
    .default([]),
});

export const articleRevisionRecordSchema = z.object({
  id: recordId,
  articleId: recordId,
  version,
  title: articleInputSchema.shape.title,
  content: articleInputSchema.shape.content,
  summary: articleInputSchema.shape.summary,
  authorId: recordId.nullable().default(null),
  createdAt: isoDateTime,
  changeNote: z.string().nullable().default(null),
  /** The user who saved this version. */
  savedBy: userReference('Saved by'),
});

export const breakingNewsRecordSchema = breakingNewsInputSchema.extend({
  id: recordId,
  link: breakingNewsInputSchema.shape.link.nullable().transform((value) => value ?? ''),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  authorId: z.string().min(1, 'Author id must not be empty').nullable().default(null),
});

export const editorialTeamRecordSchema = editorialTeamMemberInputSchema.extend({
  id: recordId,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

const tally = z
  .number({ error: 'Count must be a number' })
  .int('Count must be a whole number')
  .min(0, 'Count must be 0 or more');

const calendarDay = z.iso.date({ error: 'Date must be a day, YYYY-MM-DD' });

/**
 * A summary's ranked lists hold every search and referrer of its day: long
 * on a busy day, yet bounded, so a file with absurd ones is not an export.
 */
const rankedList = <T extends z.ZodRawShape>(shape: T) =>
  z
    .array(z.object(shape), { error: 'Must be a list' })
    .max(100_000, 'Must hold at most 100000 entries')
    .default([]);

const shortText = (what: string) =>
  z.string({ error: `${what} must be text` }).max(300, `${what} must be at most 300 characters`);

/** One finished day of readership, with its ranked lists. */
export const analyticsSummaryRecordSchema = z.object({
  id: recordId,
  date: calendarDay,
  totalViews: tally.default(0),
  uniqueVisitors: tally.default(0),
  // An article read that day may have been deleted since: its title alone is kept.
  topArticles: rankedList({
    articleId: recordId.nullable(),
    title: shortText('Title'),
    views: tally,
  }),
  topSearches: rankedList({ query: shortText('Query'), count: tally, results: tally }),
  bounceRate: z
    .number({ error: 'Bounce rate must be a number' })
    .min(0, 'Bounce rate must be between 0 and 1')
    .max(1, 'Bounce rate must be between 0 and 1')
    .default(0),
  unansweredSearches: rankedList({ query: shortText('Query'), count: tally }),
  topReferrers: rankedList({ referrer: shortText('Referrer'), views: tally }),
  topSections: rankedList({ section: shortText('Section'), views: tally }),
});

/** One article's views on one finished day. */
export const analyticsArticleViewsRecordSchema = z.object({
  articleId: recordId,
  date: calendarDay,
  views: tally,
});

const table = <T extends z.ZodType>(record: T) =>
  z.array(record, { error: 'Must be a list of records' }).default([]);

type IdRecord = { id: number | string };
type Issue = { path: PropertyKey[]; message: string };

/**
 * Every reference between records of an export, in the order a file's
 * problems are reported: the whole-file check and the streamed import
 * (which meets records one at a time) both read this one list.
 */
export const EXPORT_REFERENCES = [
  { table: 'articles', field: 'authorId', target: 'authorProfiles', what: 'author profile' },
  { table: 'articles', field: 'createdBy', target: 'users', what: 'user' },
  { table: 'articles', field: 'savedBy', target: 'users', what: 'user' },
  { table: 'articleRevisions', field: 'savedBy', target: 'users', what: 'user' },
  { table: 'articleRevisions', field: 'articleId', target: 'articles', what: 'article' },
  {
    table: 'articleRevisions',
    field: 'authorId',
    target: 'authorProfiles',
    what: 'author profile',
  },
  { table: 'breakingNews', field: 'authorId', target: 'users', what: 'user' },
  { table: 'analyticsArticleViews', field: 'articleId', target: 'articles', what: 'article' },
] as const satisfies readonly {
  table: DatabaseTable;
  field: string;
  target: 'users' | 'authorProfiles' | 'articles';
  what: string;
}[];

export const referenceMessage = (what: string, id: number | string) =>
  `No ${what} with id ${id} in the export`;

/** Ids a table's records are referred to by; a repeated id would make those references ambiguous. */
function idsOf(
  name: DatabaseTable,
  records: readonly IdRecord[],
  issues: Issue[],
): Set<number | string> {
  const ids = new Set<number | string>();
  records.forEach((record, index) => {
    if (ids.has(record.id)) {
      issues.push({
        path: ['data', name, index, 'id'],
        message: `Another record in the export has id ${record.id}`,
      });
    }
    ids.add(record.id);
  });
  return ids;
}

/** The export file: `{meta, data}` with one list of records per table. */
export const databaseExportSchema = z
  .object(
    {
      meta: z.object(
        {
          exportedAt: z.iso.datetime({ offset: true, error: 'Must be an ISO date and time' }),
          schemaVersion: z
            .number({ error: 'Schema version must be a number' })
            .int('Schema version must be a whole number')
            .min(1, 'Schema version must be at least 1')
            .max(
              DATABASE_EXPORT_VERSION,
              `This export comes from a newer version of the site; this one reads version ${DATABASE_EXPORT_VERSION}`,
            ),
          app: z.literal(DATABASE_EXPORT_APP, {
            error: `This is not an export of ${DATABASE_EXPORT_APP}`,
          }),
        },
        { error: 'The export has no meta section' },
      ),
      data: z.object(
        {
          users: table(userRecordSchema),
          authorProfiles: table(authorProfileRecordSchema),
          articles: table(articleRecordSchema),
          articleRevisions: table(articleRevisionRecordSchema),
          breakingNews: table(breakingNewsRecordSchema),
          editorialTeam: table(editorialTeamRecordSchema),
          analyticsSummaries: table(analyticsSummaryRecordSchema),
          analyticsArticleViews: table(analyticsArticleViewsRecordSchema),
        },
        { error: 'The export has no data section' },
      ),
    },
    { error: 'The export must be an object with meta and data' },
  )
  // Every reference must point inside the file: the import maps ids of the
  // file onto ids of the database, so a dangling one could not be kept.
  .superRefine(({ data }, context) => {
    const issues: Issue[] = [];
    const userIds = idsOf('users', data.users, issues);
    const profileIds = idsOf('authorProfiles', data.authorProfiles, issues);
    const articleIds = idsOf('articles', data.articles, issues);
    const targets = { users: userIds, authorProfiles: profileIds, articles: articleIds };
    for (const { table, field, target, what } of EXPORT_REFERENCES) {
      (data[table] as readonly Record<string, unknown>[]).forEach((record, index) => {
        const value = record[field] as number | string | null;
        if (value !== null && !targets[target].has(value)) {
          issues.push({
            path: ['data', table, index, field],
            message: referenceMessage(what, value),
          });
        }
      });
    }
    for (const issue of issues) context.addIssue({ code: 'custom', ...issue });
  });

type ExportFileInput = z.input<typeof databaseExportSchema>;
/** The file as the export writes it: every table present, dates as ISO strings. */
export type DatabaseExport = {
  meta: ExportFileInput['meta'];
  data: Required<ExportFileInput['data']>;
};
/** The file once validated: dates as Date, defaults filled in. */
export type ValidDatabaseExport = z.output<typeof databaseExportSchema>;

/** Names a record the way an editor finds it in the file: `articles[3].slug`. */
export function exportIssuePath(path: readonly PropertyKey[]): string {
  const parts = path[0] === 'data' ? path.slice(1) : path;
  let text = '';
  for (const part of parts) {
    if (typeof part === 'number') text += `[${part}]`;
    else text += text ? `.${String(part)}` : String(part);
  }
  return text;
}

/** The first problem of a failed parse, as one line naming the record and the rule. */
export function exportIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The export is not valid';
  const where = exportIssuePath(issue.path);
  return where ? `${where}: ${issue.message}` : issue.message;
}
