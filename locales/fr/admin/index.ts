import type { NamespaceAdminTranslation } from '../../i18n-types';

const fr_admin = {
    addUser: 'Ajouter un utilisateur',
    editUser: 'Modifier l’utilisateur',
    name: 'Nom',
    email: 'E-mail',
    username: 'Identifiant',
    password: 'Mot de passe',
    passwordKeep: 'Laisser vide pour garder le mot de passe actuel',
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
    zones: 'Zones',
    addZone: 'Ajouter une zone',
    zoneCreated: 'Zone ajoutée avec succès',
    saveFailed: 'Enregistrement impossible : {message}',
} satisfies NamespaceAdminTranslation;

export default fr_admin;
