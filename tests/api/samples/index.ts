import type { TestApp } from '../../helpers/app';
import { authSamples } from './auth';
import { baggageSamples } from './baggage';
import { baggageMessageSamples } from './baggage-messages';
import { boardSamples } from './board';
import { sampleBase, type Samples } from './base';
import { claimReportSamples } from './claim-reports';
import { claimSamples } from './claims';
import { flightSamples } from './flights';
import { foundBagSamples } from './found-bags';
import { freightSamples } from './freight';
import { passengerSamples } from './passengers';
import { referenceSamples } from './reference';
import { shiftSamples } from './shifts';
import { tokenSamples } from './tokens';
import { trackingSamples } from './tracking';
import { uldSamples } from './ulds';
import { userSamples } from './users';
import { auditSamples } from './audit';
import { personalDataSamples } from './personal-data';

// Each domain's sample calls of its documented paths, in its own file here: one line each.
const DOMAINS = [
  authSamples,
  tokenSamples,
  referenceSamples,
  userSamples,
  flightSamples,
  passengerSamples,
  baggageSamples,
  baggageMessageSamples,
  freightSamples,
  uldSamples,
  shiftSamples,
  trackingSamples,
  boardSamples,
  claimReportSamples,
  claimSamples,
  foundBagSamples,
  auditSamples,
  personalDataSamples,
];

/** One successful call of each documented operation, every domain's together; two domains naming one fail. */
export async function sampleCalls(t: TestApp): Promise<Samples> {
  const base = await sampleBase(t);
  const all: Samples = {};
  for (const domain of DOMAINS) {
    for (const [key, call] of Object.entries(await domain(base))) {
      if (all[key]) throw new Error(`two sample calls for ${key}`);
      all[key] = call;
    }
  }
  return all;
}
