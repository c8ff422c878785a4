/**
 * Every call is marked as an asynchronous browser request (SPEC §7, CONTRACT §2 CSRF rule), with the
 * device's language, for server messages before the user's own preference is known.
 */
export const callHeaders = () => ({
  'X-Requested-With': 'XMLHttpRequest',
  'Accept-Language': localStorage.getItem('tarmac.lang') ?? 'fr',
});
