import type { NamespaceClaimReportsTranslation } from '../../i18n-types';

const fr_claimReports = {
  from: 'Du',
  to: 'Au',
  airport: 'Aéroport',
  allAirports: 'Tous les aéroports',
  period: 'du {from} au {to}',
  claimTotal: 'Réclamations',
  open: 'Réclamations ouvertes',
  openCaption: 'pas encore livrées',
  median: 'Délai médian de livraison',
  p90: '90e centile de livraison',
  hours: 'heures, de la déclaration à la livraison',
  pastDue: 'Échéance dépassée',
  pastDueCaption: 'retardés depuis plus de {days} jours',
  rate: 'Bagages mal acheminés pour 1 000 passagers',
  rateCaption: 'monde 2024 : {world}',
  noRate: 'aucun passager à l’arrivée',
  ofPeriod: 'sur la période',
  byStatus: 'Réclamations par statut',
  status: 'Statut',
  count: 'Réclamations',
  perDay: 'Réclamations par jour',
  ratePerDay: 'Bagages mal acheminés pour 1 000 passagers, par jour',
  world: 'Monde 2024 ({world})',
  csv: 'CSV',
  csvOf: 'CSV : les réclamations derrière « {figure} »',
  failed: 'Le rapport n’a pas pu être chargé.',
  empty: 'Aucune réclamation sur cette période.',
  paxOnManifests: '{count} passagers à l’arrivée sur les manifestes',
} satisfies NamespaceClaimReportsTranslation;

export default fr_claimReports;
