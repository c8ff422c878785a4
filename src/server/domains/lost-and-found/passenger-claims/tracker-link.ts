import type { Env } from '../../../platform/env';
import { invalidField } from '../../../platform/errors';

// A link to the bag's location, shared by the passenger from Apple's Find My ("Share Item Location") or Google's
// Find Hub, for the desk to open. It is a link a stranger could type, shown to agents as a link they click: so only
// https, only the exact hosts the airport configured (TRACKER_LINK_HOSTS, read from Apple's and Google's own
// pages: Tarmac does not guess them), no user name or other port, and the link stored as the URL parser wrote it,
// so that what the desk opens is what was checked. The links stop sharing by themselves after seven days (press
// accounts of both announcements, docs/rules/claims.md): Tarmac erases one at its end.

/** The longest link taken: a sharing link is far shorter; a page's worth of text is not a link. */
export const TRACKER_URL_MAX = 2048;
/** How long Apple and Google share an item's location, as press accounts of their announcements report it. */
export const TRACKER_SHARING_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The link as stored, or the field error saying what to do about it. */
export function checkedTrackerUrl(env: Pick<Env, 'TRACKER_LINK_HOSTS'>, text: string): string {
  const hosts = env.TRACKER_LINK_HOSTS;
  if (!hosts.length) throw invalidField('tracker_url', 'trackerLinksOff');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalidField('tracker_url', 'trackerLinkInvalid');
  }
  if (url.protocol !== 'https:') throw invalidField('tracker_url', 'trackerLinkHttps');
  // the parser has taken out a default port (443) already: any port left is another one
  if (url.username || url.password || url.port || !hosts.includes(url.hostname))
    throw invalidField('tracker_url', 'trackerLinkHost', { hosts: hosts.join(', ') });
  if (url.href.length > TRACKER_URL_MAX) throw invalidField('tracker_url', 'tooLong');
  return url.href;
}

/**
 * When the link stops: the instant the passenger gives (ahead of now, within the seven days a link is shared),
 * else seven days from now.
 */
export function trackerExpiry(given: string | null | undefined, now = new Date()): Date {
  if (!given) return new Date(now.getTime() + TRACKER_SHARING_DAYS * DAY_MS);
  const at = new Date(given);
  if (Number.isNaN(at.getTime())) throw invalidField('tracker_expires_at', 'trackerExpiryInvalid');
  if (at <= now) throw invalidField('tracker_expires_at', 'trackerExpiryPast');
  if (at.getTime() > now.getTime() + TRACKER_SHARING_DAYS * DAY_MS)
    throw invalidField('tracker_expires_at', 'trackerExpiryTooFar', { days: TRACKER_SHARING_DAYS });
  return at;
}

type Tracker = { tracker_url: string | null; tracker_expires_at: Date | null };

/**
 * What the passenger's change makes of the claim's tracker link: nothing when they sent neither field; removed
 * (with its end) on null or ''; a new link ends when they say, else in seven days; the same link again keeps its
 * end unless they give another; an end alone moves the present link's. A link past its end (not yet erased) counts
 * as none: it shares nothing any more, and sent again it is a new one.
 */
export function trackerChange(
  env: Pick<Env, 'TRACKER_LINK_HOSTS'>,
  claim: Tracker,
  input: { tracker_url?: string | null; tracker_expires_at?: string | null },
  now = new Date(),
): Partial<Tracker> {
  const { tracker_url: url, tracker_expires_at: end } = input;
  if (url === undefined && !end) return {};
  if (url !== undefined && !url) return { tracker_url: null, tracker_expires_at: null };
  const present = liveTracker(claim, now);
  if (url) {
    const checked = checkedTrackerUrl(env, url);
    const kept = checked === present.tracker_url && !end ? present.tracker_expires_at : null;
    return { tracker_url: checked, tracker_expires_at: kept ?? trackerExpiry(end, now) };
  }
  if (!present.tracker_url) throw invalidField('tracker_expires_at', 'trackerExpiryWithoutLink');
  return { tracker_expires_at: trackerExpiry(end, now) };
}

/** The link while it is shared; null once past its end (the hourly purge erases it then). */
export const liveTracker = (claim: Tracker, now = new Date()): Tracker =>
  claim.tracker_url && claim.tracker_expires_at && claim.tracker_expires_at > now
    ? { tracker_url: claim.tracker_url, tracker_expires_at: claim.tracker_expires_at }
    : { tracker_url: null, tracker_expires_at: null };
