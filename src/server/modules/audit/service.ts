import { asc, count, desc, inArray, lt } from 'drizzle-orm';
import type { AuditAction, AuditEvent } from '~/shared/schemas/audit';
import type { Store } from '../../db/store';

/**
 * Entries deleted per statement when old ones go: each chunk is its own
 * short write, so sign-ins and saves never wait long behind a large purge.
 */
export const PRUNE_CHUNK = 1000;

/** Longer names and texts are cut: a failed sign-in's username is whatever was typed. */
const MAX_TEXT = 200;
const cut = (text: string | null | undefined) =>
  text === null || text === undefined ? null : text.slice(0, MAX_TEXT);

/** One thing to record: by whom (an account, or only a typed name), what, to what, from where. */
export interface AuditEntry {
  actor: { id: string; username: string } | null;
  /** For a failed sign-in: the name that was typed. */
  actorName?: string;
  action: AuditAction;
  target?: string | null;
  detail?: string | null;
  address: string;
}

/** The audit trail: written by the routes as things happen, read by admins, newest first. */
export function createAuditService(store: Store, now: () => number) {
  const { db } = store;
  const { auditEvents } = store.tables;
  return {
    async record(entry: AuditEntry): Promise<void> {
      await store.transaction((tx) =>
        tx.insert(auditEvents).values({
          at: new Date(now()),
          actorId: entry.actor?.id ?? null,
          actorName: cut(entry.actor?.username ?? entry.actorName),
          action: entry.action,
          target: cut(entry.target),
          detail: cut(entry.detail),
          address: cut(entry.address) ?? '',
        }),
      );
    },

    /**
     * Deletes the entries recorded before `cutoff`, a chunk at a time (the
     * oldest first, read from the time index); returns how many went.
     */
    async pruneBefore(cutoff: Date, chunk = PRUNE_CHUNK): Promise<number> {
      let deleted = 0;
      // Once per cluster: a process finding another one purging leaves it be
      // (0 deleted here); the next round looks again.
      await store.alone('audit retention', async () => {
        for (;;) {
          // One transaction per chunk: the write lock is let go between chunks.
          const gone = await store.transaction((tx) =>
            tx
              .delete(auditEvents)
              .where(
                inArray(
                  auditEvents.id,
                  tx
                    .select({ id: auditEvents.id })
                    .from(auditEvents)
                    .where(lt(auditEvents.at, cutoff))
                    .orderBy(asc(auditEvents.at), asc(auditEvents.id))
                    .limit(chunk),
                ),
              )
              .returning({ id: auditEvents.id }),
          );
          deleted += gone.length;
          if (gone.length < chunk) return;
        }
      });
      return deleted;
    },

    /** A page of events, newest first, and how many there are in all. */
    async list({ limit, offset }: { limit: number; offset: number }): Promise<{
      events: AuditEvent[];
      total: number;
    }> {
      const rows = await db
        .select()
        .from(auditEvents)
        .orderBy(desc(auditEvents.at), desc(auditEvents.id))
        .limit(limit)
        .offset(offset);
      const [counted] = await db.select({ total: count() }).from(auditEvents);
      const total = counted?.total ?? 0;
      return {
        events: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          actor: row.actorName,
          action: row.action as AuditAction,
          target: row.target,
          detail: row.detail,
          address: row.address,
        })),
        total,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
