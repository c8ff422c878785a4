import type { BaseTranslation } from '../../i18n-types';

// The bags screens' texts: loaded with them, not with every screen.
const en_bags = {
  tag: 'Bag tag number',
  weight: 'Weight (kg)',
  status: 'Status',
  created: 'Created',
  add: 'Add bag',
  addTitle: 'Add bag',
  generate: 'Generate tag',
  added: 'Bag added successfully!',
  addFailed: 'Bag checkin failed',
  noAirport: 'You are not assigned to any airport, please contact the admin',
  empty: 'No bags yet.',
  printLabel: 'Print label',
  tagHelp: 'Scan the tag, type a 10-digit licence plate, or generate one.',
} satisfies BaseTranslation;

export default en_bags;
