import type { NamespaceClaimNewsTranslation } from '../../i18n-types';

const fr_claimNews = {
  subject: 'Votre réclamation de bagage {reference} : du nouveau',
  greeting: 'Bonjour {name},',
  intro: 'Il y a du nouveau sur votre réclamation de bagage {reference} :',
  confirmed: 'Le bureau des bagages a confirmé la réclamation que vous avez déposée.',
  follow: 'Suivez votre réclamation à tout moment sur cette page (elle ne demande que votre nom de famille) :',
  desk: 'Bureau des bagages, {airport}',
  deskPhone: 'Téléphone : {phone}',
  deskEmail: 'E-mail : {email}',
  automatic: 'Cet e-mail a été envoyé automatiquement lors d’un changement de votre réclamation.',
} satisfies NamespaceClaimNewsTranslation;

export default fr_claimNews;
