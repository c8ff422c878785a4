import { fail } from './errors';

// A scan carries a client_event_id the scanner makes once per scan, so that a retry records nothing twice and answers
// the event recorded the first time (bags and freight alike). The same id with another scan (another subject, type or
// airport) is no retry: a scanner reusing its ids would see its new scans answered with old ones, and lose them.

type Scan = { subject: number; event_type: string; airport_id: number };

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
