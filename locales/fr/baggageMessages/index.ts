import type { NamespaceBaggageMessagesTranslation } from '../../i18n-types';

// L’écran des messages bagages (BSM, BUM reçus des compagnies) : chargé avec cet écran seulement.
const fr_baggageMessages = {
  intro:
    'Les messages bagages des compagnies tels qu’ils sont arrivés, du plus récent au plus ancien, avec ce que leur application a fait. Un message refusé n’a pas pu être lu ; un message en échec n’a pas pu être appliqué (un aéroport que Tarmac ne connaît pas…) : corrigez ce qu’il indique, puis appliquez-le à nouveau.',
  outcome: 'Résultat',
  all: 'Tous',
  caption: 'Messages bagages reçus',
  received: 'Reçu',
  message: 'Message',
  flight: 'Vol',
  plates: 'Étiquettes',
  result: 'Résultat',
  notes: 'Erreur et avertissements',
  actions: 'Actions',
  empty: 'Aucun message ici.',
  failed: 'Impossible de charger les messages : {message}',
  showText: 'Texte du message {id}',
  showTextShort: 'Texte',
  textTitle: 'Message {id} tel que reçu',
  reapply: 'Réappliquer le message {id}',
  reapplyShort: 'Réappliquer',
  reapplied: 'Message {id} appliqué à nouveau : {outcome}.',
  reapplyFailed: 'Impossible d’appliquer le message : {message}',
  older: 'Messages plus anciens',
  outcomes: {
    received: 'Reçu',
    created: 'Créé',
    updated: 'Mis à jour',
    unchanged: 'Inchangé',
    deleted: 'Supprimé',
    offload: 'À débarquer',
    refused: 'Refusé',
    failed: 'En échec',
  },
} satisfies NamespaceBaggageMessagesTranslation;

export default fr_baggageMessages;
