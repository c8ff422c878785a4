import type { BaseTranslation } from '../../i18n-types';

// The admin screen's texts: loaded with it, not with every screen.
const en_admin = {
  addUser: 'Add user',
  editUser: 'Edit user',
  name: 'Name',
  email: 'Email',
  username: 'Username',
  password: 'Password',
  passwordKeep: 'Leave empty to keep the current password; a new one signs the user out on every device.',
  mustChangePassword: 'Must change it at next sign-in',
  mustChangePasswordHelp: 'They choose a password of their own before they can do anything else.',
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
  disabledSince: 'Disabled since {date}',
  disable: 'Disable',
  enable: 'Enable',
  disableConfirm:
    'Disable the account of {name}? They are signed out at once, can no longer sign in, and their API tokens stop working until the account is enabled again.',
  userDisabled: 'Account disabled: {name}',
  userEnabled: 'Account enabled: {name}',
  accessFailed: 'Could not change the account: {message}',
} satisfies BaseTranslation;

export default en_admin;
