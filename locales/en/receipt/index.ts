import type { BaseTranslation } from '../../i18n-types';

// The passenger's claim receipt and the reclaim hall's poster (PDFs the server writes): never loaded by the screens.
const en_receipt = {
  title: 'Baggage claim receipt',
  keep: 'Keep this receipt. Quote the reference {ref} whenever you contact us about your bag.',
  checkCode: 'Check code {code}: with the reference and your last name, it opens your claim online.',
  follow: 'Follow your claim online: scan the code below or visit',
  filed: 'Filed on {at} by {name}',
  next: 'What happens next',
  nextDelayed:
    'We are tracing your bag with the airlines. We will call or write to you as soon as it is found and bring it to your temporary address. If it has not been found by {lostOn} (21 days), it may be treated as lost and you may claim for it as such.',
  nextLost:
    'Your bag is treated as lost. Send the airline your written claim with the list of its contents and any receipts, quoting the reference above.',
  nextFound: 'Your bag has been found. We will contact you to arrange its delivery to your temporary address.',
  nextDelivered:
    'Your bag has been delivered. Should it be damaged, complain in writing by {damageBy}; for the delay, by {delayBy}.',
  liability:
    'Under the Montreal Convention (art. 22(2)) the airline is liable for your checked baggage up to {sdr} special drawing rights (SDR) per passenger, unless you declared a higher value when you handed over the bag.',
  page: 'Page {page} / {pages}',
  // the reclaim hall's poster: its QR code opens the filing page of the airport
  posterTitle: 'Your bag did not arrive?',
  posterSteps:
    'Scan this code with your phone’s camera and report it yourself: your flight, how the bag looks and where to deliver it. You get a reference and a code to follow your claim online.',
  posterKeep: 'Keep the baggage tag receipt stuck on your boarding pass or ticket: its number helps us find your bag.',
  posterVisit: 'Or visit {url}',
} satisfies BaseTranslation;

export default en_receipt;
