import type { BaseTranslation } from '../../i18n-types';

// The passengers screens' texts: loaded with them, not with every screen.
const en_passengers = {
  title: 'Passengers',
  name: 'Name',
  pnr: 'PNR',
  seat: 'Seat',
  bagsButton: 'Bags',
  add: 'Add passenger',
  addTitle: 'Add passenger',
  added: 'Passenger added successfully!',
  addFailed: 'Failed to add passenger: {message}',
  deleteConfirm: 'Are you sure you want to delete this passenger?',
  deleted: 'Passenger deleted',
  deleteFailed: 'Failed to delete passenger. {message}',
  empty: 'No passengers on this flight yet: import the manifest or add them one by one.',
  importManifest: 'Import manifest',
  importTitle: 'Import passenger manifest',
  manifestFile: 'Manifest (PDF)',
  manifestHelp:
    'A PDF with a text layer and a table whose header names the name, PNR and seat columns, in English or French.',
  selectPdfFirst: 'Please select a PDF file first.',
  import: 'Import',
  imported: 'Imported passengers. Total now: {count}',
  importFailed: 'Failed to import manifest. {message}',
  flightNumber: 'Flight number',
  departure: 'Departure',
  arrival: 'Arrival',
} satisfies BaseTranslation;

export default en_passengers;
