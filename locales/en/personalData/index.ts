import type { BaseTranslation } from '../../i18n-types';

// A passenger's data on request: loaded with the Personal data screen only.
const en_personalData = {
  intro:
    'Everything Tarmac holds about a passenger, found by their PNR or by one of their claims: to hand them a copy, or to erase it now when they ask, before the retention periods end.',
  findBy: 'Find by',
  byPnr: 'PNR',
  byClaim: 'Claim',
  pnr: 'PNR',
  pnrHelp: 'Six letters or digits, from the booking or the boarding pass. Everyone booked under it is found.',
  claim: 'Claim reference or number',
  claimHelp: 'Such as FIH8Z00042, from the passenger’s receipt. The claim and its passenger are found.',
  find: 'Look up',
  start: 'Enter a PNR or a claim reference to see what Tarmac holds.',
  failed: 'Could not look this up: {message}',
  held: 'What Tarmac holds',
  counts: {
    passengers: 'Passengers',
    bags: 'Bags',
    bag_events: 'Bag scans',
    claims: 'Claims',
    found_bags: 'Found bags',
    baggage_messages: 'Baggage messages',
    audit_rows: 'Audit rows',
  },
  passengerList: 'Passengers',
  claimList: 'Claims',
  name: 'Name',
  seat: 'Seat',
  flight: 'Flight',
  departure: 'Departure',
  bagCount: 'Bags',
  state: 'Personal data',
  kept: 'Held',
  erasedOn: 'Erased {at}',
  reference: 'Reference',
  status: 'Status',
  contact: 'Contact',
  filed: 'Filed',
  noPassenger: 'No passenger is linked to this claim: it was filed without a known bag tag.',
  noClaim: 'No claim.',
  download: 'Download JSON',
  downloadHelp:
    'One file with every field of these records, the found bags’ photos and the audit rows of each change. Each download is written in the audit trail.',
  erase: 'Erase…',
  nothingToErase: 'Nothing is left to erase: this personal data is already erased.',
  eraseTitle: 'Erase this passenger’s data now?',
  eraseWhat:
    '{passengers} passenger{{s}}, {claims} claim{{s}}, {found_bags} found bag{{s}} and {baggage_messages} baggage message{{s}}: what the retention periods would erase later, erased now.',
  eraseHow:
    'Names, PNRs, seats, contact details, addresses and found-bag descriptions become [erased]; scan remarks and claim notes are emptied; photos are deleted. The records stay, so every figure of the dashboards and reports is unchanged.',
  eraseFinal: 'This cannot be undone, and a claim still open will have no way left to reach the passenger.',
  reason: 'Reason',
  reasonHelp:
    'Who asked, when and how, and a ticket number. It is kept in the audit trail with this erasure: write no personal data here.',
  confirm: 'Erase for good',
  erased:
    'Erased: {passengers} passenger{{s}}, {claims} claim{{s}}, {found_bags} found bag{{s}}, {baggage_messages} baggage message{{s}}. The records stay, with [erased] in place of their personal data.',
  eraseFailed: 'Could not erase: {message}',
} satisfies BaseTranslation;

export default en_personalData;
