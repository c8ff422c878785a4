import type { NamespaceCameraTranslation } from '../../i18n-types';

const fr_camera = {
  title: 'Scanner avec la caméra',
  hint: 'Tenez le code-barres à plat dans le cadre, à environ 20 cm.',
  starting: 'Démarrage de la caméra…',
  choose: 'Caméra',
  torch: 'Lampe',
  read: 'Lu : {text}',
  denied:
    'Le navigateur n’a pas le droit d’utiliser la caméra. Autorisez la caméra pour ce site (icône caméra dans la barre d’adresse), puis réessayez, ou saisissez l’étiquette.',
  none: 'Aucune caméra n’a été trouvée sur cet appareil. Branchez-en une et réessayez, ou saisissez l’étiquette.',
  inUse:
    'La caméra est utilisée par une autre application ou un autre onglet. Fermez-la, puis réessayez, ou saisissez l’étiquette.',
  insecure:
    'La caméra ne fonctionne qu’en HTTPS (ou sur localhost). Demandez à l’informatique de servir Tarmac en HTTPS, ou saisissez l’étiquette.',
  failed: 'La caméra n’a pas pu démarrer ({reason}). Réessayez, ou saisissez l’étiquette.',
  retry: 'Réessayer',
  close: 'Fermer',
} satisfies NamespaceCameraTranslation;

export default fr_camera;
