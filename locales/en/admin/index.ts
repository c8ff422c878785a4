import type { BaseTranslation } from '../../i18n-types';

// The admin screen's texts: loaded with it, not with every screen.
const en_admin = {
    addUser: 'Add user',
    editUser: 'Edit user',
    name: 'Name',
    email: 'Email',
    username: 'Username',
    password: 'Password',
    passwordKeep: 'Leave empty to keep the current password',
    role: 'Role',
    service: 'Service',
    airport: 'Airport',
    noAirport: 'No airport',
    updatedAt: 'Updated at',
    userCreated: 'User created successfully',
    userUpdated: 'User updated successfully',
    noUsers: 'No users yet.',
    airports: 'Airports',
    addAirport: 'Add airport',
    code: 'Code',
    airportCreated: 'Airport added successfully',
    zones: 'Zones',
    addZone: 'Add zone',
    zoneCreated: 'Zone added successfully',
    saveFailed: 'Could not save: {message}',
} satisfies BaseTranslation;

export default en_admin;
