import type { Locales } from '../../../../../locales/i18n-types';
import type { ClaimStatus } from '../../../../shared/claim-codes';
import type { Env } from '../../../platform/env';
import { LL, translate, type Message } from '../../../platform/i18n';
import { statusPageUrl } from '../passenger-claims/status-link';

// The e-mail itself, in the passenger's language: what changed in the passenger page's own words (the stage and what
// comes next), the reference, and the link to the claim's page with its reference and check code filled in. Nothing
// of the desk's: no agent's name, no note.

/** The passenger page's words for a status (passenger-claims/own-claim.ts, STAGE_WORDS): the same keys, so one text. */
const STATUS_WORDS: Record<ClaimStatus, [Message['key'], Message['key']]> = {
  DELAYED: ['passengerStageTracing', 'passengerNextTracing'],
  FOUND: ['passengerStageLocated', 'passengerNextLocated'],
  DELIVERED: ['passengerStageDelivered', 'passengerNextDelivered'],
  LOST: ['passengerStageLost', 'passengerNextLost'],
};

/** What the e-mail is made from, read from the claim when it is sent (nothing of it is kept in the queue). */
export type NewsFacts = {
  kind: 'status' | 'confirmed' | 'on_its_way';
  status: ClaimStatus;
  reference: string;
  check_code: string | null;
  contact_name: string;
  lang: Locales;
  /** The claim's arrival airport as the passenger page names it: "N'Djili International (FIH)". */
  airport: string;
};

export type NewsEmail = { subject: string; text: string };

export function newsEmail(env: Env, facts: NewsFacts): NewsEmail {
  const t = LL(facts.lang).claimNews;
  // a found bag sent out is no change of status, but it is the news the passenger waits for most
  const [stageKey, nextKey]: [Message['key'], Message['key']] =
    facts.kind === 'on_its_way' ? ['passengerStageOnItsWay', 'passengerNextOnItsWay'] : STATUS_WORDS[facts.status];
  const desk = [
    t.desk({ airport: facts.airport }),
    env.LOST_AND_FOUND_PHONE && t.deskPhone({ phone: env.LOST_AND_FOUND_PHONE }),
    env.LOST_AND_FOUND_EMAIL && t.deskEmail({ email: env.LOST_AND_FOUND_EMAIL }),
  ].filter(Boolean);
  const paragraphs = [
    t.greeting({ name: facts.contact_name }),
    [
      t.intro({ reference: facts.reference }),
      ...(facts.kind === 'confirmed' ? [t.confirmed()] : []),
      translate(facts.lang, { key: stageKey }),
      translate(facts.lang, { key: nextKey }),
    ].join('\n'),
    `${t.follow()}\n${statusPageUrl(env, facts.reference, facts.check_code, facts.lang)}`,
    desk.join('\n'),
    t.automatic(),
  ];
  return { subject: t.subject({ reference: facts.reference }), text: `${paragraphs.join('\n\n')}\n` };
}
