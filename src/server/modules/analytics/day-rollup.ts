import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { addDays, dayStart, utcDay } from '~/shared/calendar-days';
import type { Db } from '../../db/client';
import { runStatement } from '../../db/raw-statement';
import type { Engine, Store } from '../../db/store';
import { titlesOf } from './article-titles';
import { dayHasEvents, EVENT_TYPES, readDayActivity } from './day-activity';
import { chunks, INSERT_CHUNK } from './row-batches';
import {
  ranked,
  rankedSearches,
  referrerList,
  SUMMARY_ARTICLES_LENGTH,
  sectionList,
  unansweredList,
} from './summary-lists';

/** Raw events deleted per statement, so other writers get the lock in between. */
const DELETE_CHUNK = 5000;

/**
 * SQLite: runs deletes with secure_delete on, on the transaction's (writing)
 * connection: the deleted rows' bytes are overwritten with zeros, free pages
 * included, instead of lingering in the file until reused. Only for what
 * could link a reader to a hash (the day's visitors and salt); every other
 * delete keeps the cheaper default. PostgreSQL has no such setting: its
 * deleted rows stay in the table's files until `rewriteErased` below.
 */
async function erasing<T>(engine: Engine, tx: Db, erase: () => Promise<T>): Promise<T> {
  if (engine !== 'sqlite') return erase();
  tx.$client.run('PRAGMA secure_delete = ON');
  try {
    return await erase();
  } finally {
    tx.$client.run('PRAGMA secure_delete = OFF');
  }
}

/**
 * PostgreSQL: rewrites the tables whose deleted rows could link a reader to
 * a hash (the day's visitors, the salts) into new files holding their live
 * rows only, indexes included, as SQLite's secure_delete leaves none in its
 * file. A plain VACUUM is not enough: it frees the space of deleted rows
 * without overwriting it, and index pages keep their entries' bytes. Outside
 * any transaction (PostgreSQL refuses VACUUM in one); the tables are small
 * right after midnight, and batch writes wait for the rewrite's lock.
 */
async function rewriteErased(store: Store): Promise<void> {
  if (store.engine !== 'postgres') return;
  const { analyticsDayVisitors, analyticsSalts } = store.tables;
  await runStatement(
    store.engine,
    store.db,
    sql`VACUUM FULL ${analyticsDayVisitors}, ${analyticsSalts}`,
  );
}

export interface MaintenanceOptions {
  /** Days raw events are kept; the summaries are kept for good. */
  retentionDays: number;
}

/**
 * The end of each day: its summary written from the raw events, its
 * visitors and salt forgotten, and raw events past their retention deleted.
 */
export function createDayRollup(store: Store) {
  const { db, tables } = store;
  const { analyticsArticleViews, analyticsDayVisitors, analyticsSalts, analyticsSummaries } =
    tables;

  async function summaryExists(tx: Pick<Db, 'select'>, day: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: analyticsSummaries.id })
      .from(analyticsSummaries)
      .where(eq(analyticsSummaries.date, day))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Writes `day`'s summary and its articles' views from its raw events and
   * visitors (unless a summary is already there, imported say), then
   * forgets the day's visitors. One transaction, and a summary's date is
   * unique: two processes rolling up the same day cannot both write it.
   * Returns how many visitors went.
   */
  async function rollUp(day: string): Promise<number> {
    return store.transaction(async (tx) => {
      if (!(await summaryExists(tx, day))) {
        const activity = await readDayActivity(tx, store, day);
        // Articles are counted in full in analytics_article_views; the
        // summary keeps the day's leaders with their titles, for reading the day.
        const top = ranked(activity.articles, SUMMARY_ARTICLES_LENGTH);
        const titles = await titlesOf(
          tx,
          tables,
          top.map(([id]) => id),
        );
        const written = await tx
          .insert(analyticsSummaries)
          .values({
            date: day,
            totalViews: activity.totalViews,
            uniqueVisitors: activity.uniqueVisitors,
            bounceRate:
              activity.uniqueVisitors === 0
                ? 0
                : activity.bouncedVisitors / activity.uniqueVisitors,
            topArticles: top.map(([articleId, views]) => ({
              articleId,
              title: titles.get(articleId) ?? '',
              views,
            })),
            // Every entry, ranked: a period's top list is the top of its days' sums,
            // and an entry below any cut on each of its days may lead the period.
            topSearches: rankedSearches(activity.searches, Infinity),
            unansweredSearches: unansweredList(activity.unanswered, Infinity),
            topReferrers: referrerList(activity.referrers, Infinity),
            topSections: sectionList(activity.sections, Infinity),
          })
          // PostgreSQL runs transactions side by side: another server may have
          // written the day since the check above. Its figures stand, whole.
          .onConflictDoNothing({ target: analyticsSummaries.date })
          .returning({ id: analyticsSummaries.id });
        if (written.length > 0) {
          for (const part of chunks([...activity.articles], INSERT_CHUNK)) {
            await tx
              .insert(analyticsArticleViews)
              .values(part.map(([articleId, views]) => ({ articleId, date: day, views })))
              .onConflictDoNothing();
          }
        }
      }
      const forgotten = await erasing(store.engine, tx, () =>
        tx
          .delete(analyticsDayVisitors)
          .where(eq(analyticsDayVisitors.date, day))
          .returning({ date: analyticsDayVisitors.date }),
      );
      return forgotten.length;
    });
  }

  /** Finished days that still hold visitors, or events and no summary. */
  async function daysToRollUp(today: string, retentionDays: number): Promise<string[]> {
    const rows = await db
      .selectDistinct({ date: analyticsDayVisitors.date })
      .from(analyticsDayVisitors)
      .where(lt(analyticsDayVisitors.date, today));
    const days = new Set(rows.map((row) => row.date));
    for (let back = 1; back <= retentionDays; back += 1) {
      const day = addDays(today, -back);
      if (
        !days.has(day) &&
        !(await summaryExists(db, day)) &&
        (await dayHasEvents(db, tables, day))
      ) {
        days.add(day);
      }
    }
    return [...days].sort();
  }

  /** Deletes one chunk of raw events older than `cutoff`; how many went. */
  async function deleteOldEvents(tx: Db, cutoff: Date): Promise<number> {
    const { analyticsEvents } = tables;
    const chunk = tx
      .select({ id: analyticsEvents.id })
      .from(analyticsEvents)
      .where(and(inArray(analyticsEvents.type, EVENT_TYPES), lt(analyticsEvents.timestamp, cutoff)))
      .limit(DELETE_CHUNK);
    const deleted = await tx
      .delete(analyticsEvents)
      .where(inArray(analyticsEvents.id, chunk))
      .returning({ id: analyticsEvents.id });
    return deleted.length;
  }

  return {
    /**
     * What the end of a day does, for every day that has ended since it
     * last ran: its summary written, its visitors and salt deleted; then
     * raw events older than the retention deleted. Safe to run any time and
     * from several processes at once; on PostgreSQL one of them does it
     * while the others skip (false: another process was at it).
     */
    maintain(now: number, { retentionDays }: MaintenanceOptions): Promise<boolean> {
      return store.alone('analytics day end', async () => {
        const today = utcDay(now);
        let erased = 0;
        for (const day of await daysToRollUp(today, retentionDays)) erased += await rollUp(day);
        const salts = await store.transaction((tx) =>
          erasing(store.engine, tx, () =>
            tx
              .delete(analyticsSalts)
              .where(lt(analyticsSalts.date, today))
              .returning({ date: analyticsSalts.date }),
          ),
        );
        erased += salts.length;
        if (erased > 0) await rewriteErased(store);
        const cutoff = new Date(dayStart(addDays(today, -retentionDays)));
        // A transaction per chunk, so other writers get the lock in between.
        for (;;) {
          const deleted = await store.transaction(async (tx) => deleteOldEvents(tx, cutoff));
          if (deleted < DELETE_CHUNK) break;
        }
      });
    },
  };
}
