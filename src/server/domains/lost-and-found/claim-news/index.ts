// The passengers' e-mails of their claims' news (decision 063): queued by the claims' service in its transactions,
// sent by every process's sender (started by app.ts when a mail relay is configured), shown on the desk's claim.
export { queueClaimNews, hasMailRelay } from './queue';
export { claimNewsSender, type ClaimNewsSender } from './sender';
export { claimNewsOf } from './desk-view';
