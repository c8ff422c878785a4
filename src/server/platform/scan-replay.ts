import { sql } from 'drizzle-orm';
import { jsonb, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db/client';
import { queryRows } from './db/rows';
import { fail } from './errors';
import type { Message } from './i18n';

// A scan carries a client_event_id the scanner makes once per scan, so that a retry records nothing twice and answers
// the event recorded the first time (bags and freight alike), with what it was warned of then: a kiosk whose answer
// was cut off sends the scan again, and the agent must still be told the bag is going onto the wrong flight. The same
// id with another scan (another subject, type or airport) is no retry: a scanner reusing its ids would see its new
// scans answered with old ones, and lose them.

type Scan = { subject: number; event_type: string; airport_id: number };

/** An event table's column of what its scan was warned of (null: nothing, or no client_event_id to retry with). */
export const scanWarnings = () => jsonb('warnings').$type<Message[]>();

/** The first scan recorded under this id, when `asked` is the same scan again; 409 when it is another. */
export function replayOf<T>(first: T | undefined, recorded: Scan | undefined, asked: Scan): T {
  if (first === undefined || recorded === undefined) throw fail('CONFLICT', 'invalidValue');
  if (
    recorded.subject !== asked.subject ||
    recorded.event_type !== asked.event_type ||
    recorded.airport_id !== asked.airport_id
  )
    throw fail('CONFLICT', 'clientEventIdReused');
  return first;
}

/** How long a warning said stays in memory after it was stored: a retry that read the event before then sees it here. */
const SAID_KEPT_MS = 60_000;

/**
 * What the scans of one event table were warned of, for their retries: each batch's new warned scans are held in this
 * process's memory from the moment they are said, then stored on their events by one statement after the batch's
 * own, before the batch is answered. A retry arriving meanwhile (in the same batch, whose event is stored but not yet
 * its warnings, or in the batch in flight beside it) reads them from memory; a later one, or one on another process,
 * from the event. Ids are kept in lower case, as the uuid column compares them.
 */
export function scanWarningsOf(events: PgTable) {
  const said = new Map<string, { id: number; warnings: Message[] }>();
  return {
    /** The warnings the first scan under this id was given: as said in this process, else as stored. */
    of(clientEventId: string, stored: Message[] | null): Message[] {
      return said.get(clientEventId.toLowerCase())?.warnings ?? stored ?? [];
    },
    batch() {
      const mine: string[] = [];
      return {
        said(clientEventId: string | undefined, id: number, warnings: Message[]) {
          if (!clientEventId || !warnings.length) return;
          const key = clientEventId.toLowerCase();
          said.set(key, { id, warnings });
          mine.push(key);
        },
        /**
         * Stores them. The batch's scans are committed by now: a failure here must not fail the batch (whose scans
         * would then be sent again, one by one, and recorded twice); it leaves those retries unwarned.
         */
        async keep(db: Db) {
          if (!mine.length) return;
          try {
            const rows = mine.flatMap((key) => said.get(key) ?? []);
            await queryRows(
              db,
              sql`update ${events} set warnings = w.warnings
                  from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as w(id bigint, warnings jsonb)
                  where ${events}.id = w.id`,
            );
          } catch (err) {
            process.emitWarning(`the warnings of ${mine.length} scans were not stored: ${(err as Error).message}`);
          } finally {
            setTimeout(() => mine.forEach((key) => said.delete(key)), SAID_KEPT_MS).unref();
          }
        },
      };
    },
  };
}
