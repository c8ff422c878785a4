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

/**
 * What one batch's new scans were warned of. A retry in the same batch reads it here (its event is stored, its
 * warnings not yet); `keep` then stores them on their events, before the batch is answered, for later retries.
 */
export function batchWarnings() {
  const said = new Map<string, { id: number; warnings: Message[] }>();
  return {
    said(clientEventId: string | undefined, id: number, warnings: Message[]) {
      if (clientEventId && warnings.length) said.set(clientEventId, { id, warnings });
    },
    /** What the first scan under this id was told: from this batch, else as stored. */
    of(clientEventId: string, stored: Message[] | null): Message[] {
      return said.get(clientEventId)?.warnings ?? stored ?? [];
    },
    async keep(db: Db, events: PgTable) {
      if (!said.size) return;
      // a second statement, after the scans' own: a process stopped between the two leaves those retries
      // unwarned, never a scan unrecorded
      await queryRows(
        db,
        sql`update ${events} set warnings = w.warnings
            from jsonb_to_recordset(${JSON.stringify([...said.values()])}::jsonb) as w(id bigint, warnings jsonb)
            where ${events}.id = w.id`,
      );
    },
  };
}
