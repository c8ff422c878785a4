import type { BagEventType } from '../../../shared/codes';
import { instantToZonedIso, localDay } from '../../../shared/time';

// A bag event written as a Baggage Processed Message (IATA RP 1745, section 5): what a reconciliation system tells
// the airlines' departure control systems and the baggage handling system each time a bag is read. The elements and
// their fields are those of the sources cited in docs/rules/baggage-messages.md#bpm-out; nothing here is invented:
// an element whose data Tarmac does not hold (.U for a scan that named no ULD nor position) is left out, as the
// message allows, rather than filled with a guess.

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** What one BPM is written from: a bag event, its bag, the bag's flight and the airports involved. */
export type BpmEvent = {
  event_type: BagEventType;
  created_at: Date;
  /** The airport of the scan (IATA code) and its clock (null: the airport's APP_TIMEZONE). */
  station: string;
  station_tz: string | null;
  /** Who scanned it (their username); null once the user is deleted, or for an event of the system. */
  agent: string | null;
  bag_tag_number: string;
  flight_number: string;
  departure_time: Date;
  departure_airport: string | null;
  departure_tz: string | null;
  arrival_airport: string | null;
  /** When a DEL withdrew the bag, or a BUM marked it to offload: a LOADED scan after either is not authorised. */
  deleted_at: Date | null;
  offload_at: Date | null;
  /** The ULD or cart (its IATA code) and hold position a LOADED scan named; null when it named none. */
  uld_code: string | null;
  hold_position: string | null;
};

/** 05FEB: a day as the messages write it. */
function ddmmm(day: string) {
  return `${day.slice(8, 10)}${MONTHS[Number(day.slice(5, 7)) - 1]}`;
}

/** Teletype text has capitals, digits and little else; `/` separates fields: anything else is dropped. */
const teletype = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * `.V/1<L|T|X><station>`: version 1, then whether the bag is transfer (it came on one flight and leaves on another:
 * a TRANSFERRED scan, at either end of its flight), local (it leaves from here) or terminating (its flight lands
 * here), as BSMs say it (parse.ts reads the same letters); anywhere else it is on its way, in transfer.
 */
function baggageSource(e: BpmEvent) {
  const source =
    e.event_type === 'TRANSFERRED'
      ? 'T'
      : e.station === e.departure_airport
        ? 'L'
        : e.station === e.arrival_airport
          ? 'X'
          : 'T';
  return `.V/1${source}${e.station}`;
}

/**
 * `.J/<secondary code>/<agent id>/<scanner id>/<date>/<time>/<location read>`: R, reconciliation (Tarmac is the
 * reconciliation system, every scan of it is one); the agent's username; no scanner id (a kiosk is not one); the
 * scan's local day and time, the time marked L (local); the location read is the checkpoint, the event's type.
 */
function processing(e: BpmEvent, tz: string) {
  const zone = e.station_tz ?? tz;
  const local = instantToZonedIso(e.created_at, zone); // 2026-11-22T14:30:00+01:00
  const day = ddmmm(local.slice(0, 10));
  const time = local.slice(11, 13) + local.slice(14, 16);
  return `.J/R/${teletype(e.agent ?? '')}//${day}/${time}L/${e.event_type}`;
}

/** `.F/<flight>/<date>/<destination>`: the bag's flight, its local day of departure, where it goes. */
function outbound(e: BpmEvent, tz: string) {
  const day = ddmmm(localDay(e.departure_time, e.departure_tz ?? tz));
  return `.F/${e.flight_number}/${day}${e.arrival_airport ? `/${e.arrival_airport}` : ''}`;
}

/**
 * The bag: `.N/<plate><count>` normally; `.B/NAL/<plate><count>` (loaded, but not authorised for loading) for a
 * LOADED scan after a DEL withdrew the bag or a BUM said its passenger did not board. The count is 001: one bag.
 */
function bag(e: BpmEvent) {
  const at = e.created_at.getTime();
  const unauthorised =
    e.event_type === 'LOADED' &&
    ((e.deleted_at && e.deleted_at.getTime() <= at) || (e.offload_at && e.offload_at.getTime() <= at));
  return unauthorised ? `.B/NAL/${e.bag_tag_number}001` : `.N/${e.bag_tag_number}001`;
}

/**
 * `.U/<ULD>/<compartment or loading location>`: the ULD the scan named (its IATA code, AKE12345LH) and the hold
 * position sent with it (12L), the fields after left out; the first field empty for a bag loaded loose in a
 * position. None when the scan named neither.
 */
function loading(e: BpmEvent) {
  if (!e.uld_code && !e.hold_position) return [];
  return [`.U/${e.uld_code ?? ''}${e.hold_position ? `/${teletype(e.hold_position)}` : ''}`];
}

/** One BPM, its lines joined by LF, from `BPM` to `ENDBPM`. `tz`: the airport's clock, for a station without its own. */
export function formatBpm(e: BpmEvent, tz: string): string {
  return ['BPM', baggageSource(e), processing(e, tz), outbound(e, tz), ...loading(e), bag(e), 'ENDBPM'].join('\n');
}
