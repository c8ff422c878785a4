import type { NamespaceProfileTranslation } from '../../i18n-types';

const fr_profile = {
  details: 'Informations',
  name: 'Nom',
  email: 'E-mail',
  username: 'Identifiant',
  service: 'Service',
  role: 'Rôle',
  airport: 'Aéroport assigné',
  changePassword: 'Changer le mot de passe',
  currentPassword: 'Mot de passe actuel',
  newPassword: 'Nouveau mot de passe',
  confirmPassword: 'Confirmer le nouveau mot de passe',
  updatePassword: 'Mettre à jour le mot de passe',
  passwordUpdated: 'Mot de passe mis à jour avec succès',
  passwordFailed: 'La mise à jour du mot de passe a échoué.',
  passwordRequiredTitle: 'Choisissez votre mot de passe',
  passwordRequiredHelp:
    'Vous vous êtes connecté avec un mot de passe qui vous a été donné : Tarmac l’a créé à son premier démarrage, ou un administrateur l’a fixé. Remplacez-le par un mot de passe que vous seul connaissez avant de continuer.',
  passwordRequiredCurrent: 'Celui avec lequel vous venez de vous connecter.',
  language: 'Langue',
  languageUpdated: 'Langue mise à jour avec succès',
  tokens: 'Jetons d’API',
  tokensHelp:
    'Les autres systèmes de l’aéroport appellent /api avec un jeton dans l’en-tête Authorization: Bearer <jeton>. Il agit en votre nom, avec votre rôle.',
  tokenName: 'Nom du jeton',
  createToken: 'Créer un jeton',
  tokenCreated: 'Copiez ce jeton maintenant : il ne sera plus affiché.',
  tokenCreatedAt: 'Créé le',
  tokenLastUsed: 'Dernière utilisation',
  tokenExpiry: 'Expiration',
  tokenExpiresInDays: 'Dans {days} jours',
  tokenExpired: 'Expiré',
  never: 'Jamais',
  noTokens: 'Aucun jeton pour l’instant.',
  deleteTokenConfirm: 'Supprimer le jeton {name} ? Les systèmes qui l’utilisent seront refusés.',
  tokenDeleted: 'Jeton supprimé',
  copy: 'Copier',
  copied: 'Copié',
  apiDocs: 'Documentation de l’API',
} satisfies NamespaceProfileTranslation;

export default fr_profile;
