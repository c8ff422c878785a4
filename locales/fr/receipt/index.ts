import type { NamespaceReceiptTranslation } from '../../i18n-types';

const fr_receipt = {
  title: 'Reçu de déclaration de bagage',
  keep: 'Conservez ce reçu. Rappelez la référence {ref} chaque fois que vous nous contactez au sujet de votre bagage.',
  checkCode: 'Code de contrôle {code} : avec la référence et votre nom de famille, il ouvre votre dossier en ligne.',
  follow: 'Suivez votre dossier en ligne : scannez le code ci-dessous ou allez sur',
  filed: 'Déclaré le {at} par {name}',
  next: 'La suite',
  nextDelayed:
    'Nous recherchons votre bagage auprès des compagnies. Nous vous appellerons ou vous écrirons dès qu’il sera retrouvé et le livrerons à votre adresse temporaire. S’il n’est pas retrouvé d’ici le {lostOn} (21 jours), il pourra être considéré comme perdu et vous pourrez le réclamer comme tel.',
  nextLost:
    'Votre bagage est considéré comme perdu. Adressez à la compagnie votre réclamation écrite avec la liste de son contenu et vos justificatifs, en rappelant la référence ci-dessus.',
  nextFound:
    'Votre bagage a été retrouvé. Nous vous contacterons pour convenir de sa livraison à votre adresse temporaire.',
  nextDelivered:
    'Votre bagage vous a été livré. S’il est endommagé, réclamez par écrit avant le {damageBy} ; pour le retard, avant le {delayBy}.',
  liability:
    'Selon la Convention de Montréal (art. 22(2)), le transporteur répond de vos bagages enregistrés jusqu’à {sdr} droits de tirage spéciaux (DTS) par passager, sauf déclaration spéciale d’intérêt faite en remettant le bagage.',
  page: 'Page {page} / {pages}',
  posterTitle: 'Votre bagage n’est pas arrivé ?',
  posterSteps:
    'Scannez ce code avec l’appareil photo de votre téléphone et déclarez-le vous-même : votre vol, l’aspect du bagage et où le livrer. Vous recevez une référence et un code pour suivre votre dossier en ligne.',
  posterKeep:
    'Gardez le talon d’étiquette bagage collé sur votre carte d’embarquement ou votre billet : son numéro nous aide à retrouver votre bagage.',
  posterVisit: 'Ou allez sur {url}',
} satisfies NamespaceReceiptTranslation;

export default fr_receipt;
