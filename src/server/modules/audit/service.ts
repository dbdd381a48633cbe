import { count, desc } from 'drizzle-orm';
import type { AuditAction, AuditEvent } from '~/shared/schemas/audit';
import { auditEvents } from '../../db/schema';
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
  return {
    record(entry: AuditEntry): void {
      db.insert(auditEvents)
        .values({
          at: new Date(now()),
          actorId: entry.actor?.id ?? null,
          actorName: cut(entry.actor?.username ?? entry.actorName),
          action: entry.action,
          target: cut(entry.target),
          detail: cut(entry.detail),
          address: cut(entry.address) ?? '',
        })
        .run();
    },

    /**
     * Deletes the entries recorded before `cutoff`, a chunk at a time (the
     * oldest first, read from the time index); returns how many went.
     */
    pruneBefore(cutoff: Date, chunk = PRUNE_CHUNK): number {
      const deleteChunk = db.$client.query(
        `DELETE FROM audit_events WHERE id IN (
           SELECT id FROM audit_events WHERE at < ? ORDER BY at, id LIMIT ?)`,
      );
      let deleted = 0;
      for (;;) {
        const { changes } = deleteChunk.run(cutoff.getTime(), chunk);
        deleted += changes;
        if (changes < chunk) return deleted;
      }
    },

    /** A page of events, newest first, and how many there are in all. */
    list({ limit, offset }: { limit: number; offset: number }): {
      events: AuditEvent[];
      total: number;
    } {
      const rows = db
        .select()
        .from(auditEvents)
        .orderBy(desc(auditEvents.at), desc(auditEvents.id))
        .limit(limit)
        .offset(offset)
        .all();
      const total = db.select({ total: count() }).from(auditEvents).get()?.total ?? 0;
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
