import type { NamespaceBoardTranslation } from '../../i18n-types';

// Le tableau des opérations : chargé avec cet écran seulement.
const fr_board = {
  airport: 'Aéroport',
  live: 'En direct',
  connecting: 'Connexion…',
  reconnecting: 'Connexion perdue : reconnexion…',
  failed: 'Impossible d’ouvrir le tableau : reconnectez-vous, ou choisissez un autre aéroport.',
  day: '{airport}, {day}',
  updated: 'Mis à jour à {time}',
  caption: 'Les vols du jour, ceux qui demandent de l’attention d’abord',
  flight: 'Vol',
  direction: 'Sens',
  departure: 'Départ',
  arrival: 'Arrivée',
  time: 'Heure',
  bagsHeading: 'Bagages',
  bagCounts: '{total} bagages · {checked} enregistrés · {loaded} chargés · {delivered} livrés',
  attention: 'À surveiller',
  ok: 'Conforme',
  empty: 'Aucun vol ne part de cet aéroport ni n’y arrive aujourd’hui.',
  freightToday: 'Fret du jour',
  received: 'Reçus',
  loaded: 'Chargés',
  delivered: 'Livrés',
  uldLoad: '{code} : {count} bagages, {kg} kg',
  firstBag: 'Premier bagage {minutes} min (objectif {target})',
  firstBagNone: 'Premier bagage : pas encore (objectif {target} min)',
  lastBag: 'dernier bagage {minutes} min (objectif {target})',
  lastBagNone: 'dernier bagage : pas encore (objectif {target} min)',
  fromOnBlock: 'depuis l’on-block',
  fromScheduled: 'depuis l’arrivée prévue',
  clock: 'Heure à {airport}',
  wall: 'Écran mural',
  leaveWall: 'Quitter l’écran mural',
} satisfies NamespaceBoardTranslation;

export default fr_board;
