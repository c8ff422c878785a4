// What the rest of the server may use of personal data: the retention purge (run by the scheduler and by
// `npm run purge`), the hourly erasure of expired tracker links, and the mark an erased name leaves.
export { ERASED, purgeDryRun, retentionPeriods, runRetention, type RetentionPeriods } from './retention';
export { eraseExpiredTrackerLinks } from './tracker-expiry';
