import type { NamespaceBagsTranslation } from '../../i18n-types';

const fr_bags = {
  tag: 'Numéro d’étiquette',
  weight: 'Poids (kg)',
  status: 'Statut',
  created: 'Créé le',
  add: 'Ajouter un bagage',
  addTitle: 'Ajouter un bagage',
  generate: 'Générer une étiquette',
  added: 'Bagage ajouté avec succès !',
  addFailed: 'Échec de l’enregistrement du bagage',
  noAirport: 'Vous n’êtes assigné à aucun aéroport, veuillez contacter l’administrateur',
  empty: 'Aucun bagage pour l’instant.',
  printLabel: 'Imprimer l’étiquette',
  tagHelp: 'Scannez l’étiquette, saisissez une plaque à 10 chiffres ou générez-en une.',
} satisfies NamespaceBagsTranslation;

export default fr_bags;
