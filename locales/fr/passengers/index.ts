import type { NamespacePassengersTranslation } from '../../i18n-types';

const fr_passengers = {
  title: 'Passagers',
  name: 'Nom',
  pnr: 'PNR',
  seat: 'Siège',
  bagsButton: 'Bagages',
  add: 'Ajouter un passager',
  addTitle: 'Ajouter un passager',
  added: 'Passager ajouté avec succès !',
  addFailed: 'Échec de l’ajout du passager : {message}',
  deleteConfirm: 'Voulez-vous vraiment supprimer ce passager ?',
  deleted: 'Passager supprimé',
  deleteFailed: 'Échec de la suppression du passager. {message}',
  empty: 'Aucun passager sur ce vol : importez le manifeste ou ajoutez-les un par un.',
  importManifest: 'Importer le manifeste',
  importTitle: 'Importer le manifeste passagers',
  manifestFile: 'Manifeste (PDF)',
  manifestHelp:
    'Un PDF avec une couche texte et une table dont l’en-tête nomme les colonnes nom, PNR et siège, en français ou en anglais.',
  selectPdfFirst: 'Veuillez d’abord choisir un fichier PDF.',
  import: 'Importer',
  imported: 'Passagers importés. Total : {count}',
  importFailed: 'Échec de l’import du manifeste. {message}',
  flightNumber: 'Numéro de vol',
  departure: 'Départ',
  arrival: 'Arrivée',
} satisfies NamespacePassengersTranslation;

export default fr_passengers;
