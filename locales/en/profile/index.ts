import type { BaseTranslation } from '../../i18n-types';

// The profile screen's texts: loaded with it, not with every screen.
const en_profile = {
  details: 'Details',
  name: 'Name',
  email: 'Email',
  username: 'Username',
  service: 'Service',
  role: 'Role',
  airport: 'Assigned airport',
  changePassword: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  updatePassword: 'Update password',
  passwordUpdated: 'Password updated successfully',
  passwordFailed: 'Password update failed.',
  passwordRequiredTitle: 'Choose your own password',
  passwordRequiredHelp:
    'You signed in with a password you were given: Tarmac made it at its first start, or an administrator set it. Replace it with one that only you know before going on.',
  passwordRequiredCurrent: 'The one you have just signed in with.',
  language: 'Language',
  languageUpdated: 'Language updated successfully',
  tokens: 'API tokens',
  tokensHelp:
    'Other airport systems call /api with a token in the header Authorization: Bearer <token>. It acts as you, with your role.',
  tokenName: 'Token name',
  createToken: 'Create token',
  tokenCreated: 'Copy this token now: it will not be shown again.',
  tokenCreatedAt: 'Created',
  tokenLastUsed: 'Last used',
  tokenExpiry: 'Expires',
  tokenExpiresInDays: 'In {days} days',
  tokenExpired: 'Expired',
  never: 'Never',
  noTokens: 'No tokens yet.',
  deleteTokenConfirm: 'Delete the token {name}? Systems using it will be refused.',
  tokenDeleted: 'Token deleted',
  copy: 'Copy',
  copied: 'Copied',
  apiDocs: 'API documentation',
} satisfies BaseTranslation;

export default en_profile;
