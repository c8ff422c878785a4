import type { NamespacePersonalDataTranslation } from '../../i18n-types';

// Les données d’un passager sur demande : chargées avec l’écran Données personnelles seulement.
const fr_personalData = {
  intro:
    'Tout ce que Tarmac détient sur un passager, retrouvé par son PNR ou par l’une de ses réclamations : pour lui en remettre une copie, ou pour l’effacer dès sa demande, avant la fin des durées de conservation.',
  findBy: 'Rechercher par',
  byPnr: 'PNR',
  byClaim: 'Réclamation',
  pnr: 'PNR',
  pnrHelp:
    'Six lettres ou chiffres, sur la réservation ou la carte d’embarquement. Toutes les personnes de la réservation sont trouvées.',
  claim: 'Référence ou numéro de la réclamation',
  claimHelp: 'Par ex. FIH8Z00042, sur le reçu du passager. La réclamation et son passager sont trouvés.',
  find: 'Rechercher',
  start: 'Saisissez un PNR ou une référence de réclamation pour voir ce que Tarmac détient.',
  failed: 'Recherche impossible : {message}',
  held: 'Ce que Tarmac détient',
  counts: {
    passengers: 'Passagers',
    bags: 'Bagages',
    bag_events: 'Scans de bagages',
    claims: 'Réclamations',
    found_bags: 'Bagages trouvés',
    baggage_messages: 'Messages bagages',
    audit_rows: 'Lignes d’audit',
  },
  passengerList: 'Passagers',
  claimList: 'Réclamations',
  name: 'Nom',
  seat: 'Siège',
  flight: 'Vol',
  departure: 'Départ',
  bagCount: 'Bagages',
  state: 'Données personnelles',
  kept: 'Détenues',
  erasedOn: 'Effacées le {at}',
  reference: 'Référence',
  status: 'Statut',
  contact: 'Contact',
  filed: 'Déposée le',
  noPassenger: 'Aucun passager n’est lié à cette réclamation : elle a été déposée sans étiquette de bagage connue.',
  noClaim: 'Aucune réclamation.',
  download: 'Télécharger le JSON',
  downloadHelp:
    'Un fichier avec tous les champs de ces enregistrements, les photos des bagages trouvés et les lignes d’audit de chaque modification. Chaque téléchargement est inscrit au journal d’audit.',
  erase: 'Effacer…',
  nothingToErase: 'Il ne reste rien à effacer : ces données personnelles sont déjà effacées.',
  eraseTitle: 'Effacer maintenant les données de ce passager ?',
  eraseWhat:
    '{passengers} passager{{s}}, {claims} réclamation{{s}}, {found_bags} bagage{{s}} trouvé{{s}} et {baggage_messages} message{{s}} bagage : ce que les durées de conservation effaceraient plus tard, effacé maintenant.',
  eraseHow:
    'Les noms, PNR, sièges, coordonnées, adresses et descriptions des bagages trouvés deviennent [erased] ; les remarques des scans et les notes des réclamations sont vidées ; les photos sont supprimées. Les enregistrements restent : tous les chiffres des tableaux de bord et des rapports sont inchangés.',
  eraseFinal: 'C’est définitif : une réclamation encore ouverte n’aura plus aucun moyen de joindre le passager.',
  reason: 'Motif',
  reasonHelp:
    'Qui a demandé, quand et comment, et un numéro de dossier. Il est conservé au journal d’audit avec cet effacement : n’y écrivez aucune donnée personnelle.',
  confirm: 'Effacer définitivement',
  erased:
    'Effacé : {passengers} passager{{s}}, {claims} réclamation{{s}}, {found_bags} bagage{{s}} trouvé{{s}}, {baggage_messages} message{{s}} bagage. Les enregistrements restent, avec [erased] à la place de leurs données personnelles.',
  eraseFailed: 'Effacement impossible : {message}',
} satisfies NamespacePersonalDataTranslation;

export default fr_personalData;
