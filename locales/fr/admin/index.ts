import type { NamespaceAdminTranslation } from '../../i18n-types';

const fr_admin = {
  addUser: 'Ajouter un utilisateur',
  editUser: 'Modifier l’utilisateur',
  name: 'Nom',
  email: 'E-mail',
  username: 'Identifiant',
  password: 'Mot de passe',
  passwordKeep:
    'Laisser vide pour garder le mot de passe actuel ; un nouveau déconnecte l’utilisateur sur tous ses appareils.',
  mustChangePassword: 'Doit le changer à la prochaine connexion',
  mustChangePasswordHelp:
    'La personne choisit son propre mot de passe avant de pouvoir faire quoi que ce soit d’autre.',
  role: 'Rôle',
  service: 'Service',
  airport: 'Aéroport',
  noAirport: 'Aucun aéroport',
  updatedAt: 'Mis à jour le',
  userCreated: 'Utilisateur créé avec succès',
  userUpdated: 'Utilisateur mis à jour avec succès',
  noUsers: 'Aucun utilisateur pour l’instant.',
  airports: 'Aéroports',
  addAirport: 'Ajouter un aéroport',
  code: 'Code',
  airportCreated: 'Aéroport ajouté avec succès',
  airportUpdated: 'Aéroport enregistré',
  editAirport: 'Modifier l’aéroport {code}',
  timeZone: 'Fuseau horaire',
  timeZoneOf: 'Celui de cet aéroport ({tz})',
  timeZoneHelp: 'Les heures de ses vols sont saisies et affichées sur cette horloge. Vide : le fuseau de cet aéroport.',
  ownerCode: 'Code propriétaire ULD',
  zones: 'Zones',
  addZone: 'Ajouter une zone',
  zoneCreated: 'Zone ajoutée avec succès',
  saveFailed: 'Enregistrement impossible : {message}',
  disabledSince: 'Désactivé depuis le {date}',
  disable: 'Désactiver',
  enable: 'Réactiver',
  disableConfirm:
    'Désactiver le compte de {name} ? Ses sessions sont fermées à l’instant, il ne peut plus se connecter et ses jetons d’API sont refusés jusqu’à ce que le compte soit réactivé.',
  userDisabled: 'Compte désactivé : {name}',
  userEnabled: 'Compte réactivé : {name}',
  accessFailed: 'Modification du compte impossible : {message}',
} satisfies NamespaceAdminTranslation;

export default fr_admin;
