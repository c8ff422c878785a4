import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../auth/tables';
import { id, tstz } from '../../platform/db/columns';
import type { Message } from '../../platform/i18n';
import { MESSAGE_OUTCOMES } from '../../../shared/schemas/baggage-messages';

/**
 * Every baggage message received, one row each, written before anything is done with it: whatever happens next
 * (an unreadable message, a missing airport, the database failing halfway), what the airline sent is kept as it
 * came and can be read again (issue 42). The row then takes its outcome: what applying the message did, or why it
 * could not be read or applied. Kind, action, flight and plates are filled in once the message is read, for the
 * lists; `text` alone is what was received.
 */
export const baggageMessages = pgTable(
  'baggage_messages',
  {
    id: id(),
    received_at: tstz('received_at').notNull().defaultNow(),
    /** Who sent it (an integration account's token, an admin); null once that user is deleted. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The message as received, from its header line to its end line, lines joined by LF. */
    text: text('text').notNull(),
    /** Its first line's number in the body it came in: where the sender finds it. */
    line: integer('line').notNull(),
    /** BSM or BUM, from the header; NEW, CHG or DEL once read. */
    kind: text('kind').notNull(),
    action: text('action'),
    flight_number: text('flight_number'),
    /** The flight's local day of departure (YYYY-MM-DD), once read. */
    flight_day: text('flight_day'),
    plates: jsonb('plates').$type<string[]>().notNull().default([]),
    outcome: text('outcome', { enum: MESSAGE_OUTCOMES }).notNull().default('received'),
    /** Why it was refused or failed, as a message of the dictionary (translated for whoever reads it). */
    error: jsonb('error').$type<Message>(),
    warnings: jsonb('warnings').$type<Message[]>().notNull().default([]),
    applied_at: tstz('applied_at'),
    /**
     * When retention or a passenger's request erased the text (now the marker `[erased]`): a BSM names its
     * passengers, their PNR and seat, as the passenger rows do, and goes with them. Null while kept.
     */
    personal_data_erased_at: tstz('personal_data_erased_at'),
    /**
     * The broker's delivery the message came in (`amqp:<queue>:<message id>`, or the body's SHA-256 when the sender
     * gave no id); null for HTTP. A delivery the broker gives again after it was stored (the acknowledgement lost in
     * a restart) meets its rows here and stores nothing twice (decision 057).
     */
    delivery: text('delivery'),
  },
  (t) => [
    // the message screen lists the newest first, the refused ones apart
    index('baggage_messages_received_idx').on(t.received_at, t.id),
    index('baggage_messages_outcome_idx').on(t.outcome, t.received_at, t.id),
    // a passenger's request finds the messages that carried their bags' plates
    index('baggage_messages_plates_idx').using('gin', t.plates),
    // the daily purge reads the messages still holding their text, oldest first, never the years already erased
    index('baggage_messages_held_idx')
      .on(t.received_at, t.id)
      .where(sql`personal_data_erased_at is null`),
    // one row per message of a delivery: its first line's number tells them apart
    uniqueIndex('baggage_messages_delivery_key').on(t.delivery, t.line),
  ],
);

/**
 * How far the BPMs of bag events were published to each exchange of the broker (bpm-publisher.ts, decision 056): the
 * id of the last event whose BPM the broker confirmed, and which process publishes, until when. One row per exchange;
 * a process publishes only while its lease runs, so that several processes publish each BPM once, in order.
 */
export const bpmPublications = pgTable('bpm_publications', {
  exchange: text('exchange').primaryKey(),
  after: bigint('after', { mode: 'number' }).notNull(),
  holder: text('holder'),
  leased_until: tstz('leased_until'),
  published_at: tstz('published_at'),
});
