import type { BaseTranslation } from '../../i18n-types';

// The e-mails that tell passengers their claim's news (the server writes them): never loaded by the screens. The
// stage and the next step are the passenger page's own words (serverErrors, passengerStage… and passengerNext…).
const en_claimNews = {
  subject: 'Your baggage claim {reference}: news',
  greeting: 'Dear {name},',
  intro: 'There is news of your baggage claim {reference}:',
  confirmed: 'The lost-and-found desk has confirmed the claim you filed.',
  follow: 'Follow your claim at any time on this page (it asks only for your last name):',
  desk: 'Lost-and-found desk, {airport}',
  deskPhone: 'Phone: {phone}',
  deskEmail: 'E-mail: {email}',
  automatic: 'This e-mail was sent automatically when your claim changed.',
} satisfies BaseTranslation;

export default en_claimNews;
