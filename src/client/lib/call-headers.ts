/**
 * Every call is marked as an asynchronous browser request (the server refuses cookie calls without it, which a
 * cross-site form cannot send), with the device's language, for server messages before the user's own preference is known.
 */
export const callHeaders = () => ({
  'X-Requested-With': 'XMLHttpRequest',
  'Accept-Language': localStorage.getItem('tarmac.lang') ?? 'fr',
});
