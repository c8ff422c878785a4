import type { BaseTranslation } from '../../i18n-types';

// The camera dialog's texts: loaded with the dialog, not with every screen.
const en_camera = {
  title: 'Scan with the camera',
  hint: 'Hold the barcode flat in the frame, about 20 cm away.',
  starting: 'Starting the camera…',
  choose: 'Camera',
  torch: 'Light',
  read: 'Read: {text}',
  denied:
    'The browser is not allowed to use the camera. Allow the camera for this site (the camera icon in the address bar), then try again, or type the tag.',
  none: 'No camera was found on this device. Connect one and try again, or type the tag.',
  inUse: 'The camera is in use by another application or tab. Close it, then try again, or type the tag.',
  insecure: 'The camera only works over HTTPS (or on localhost). Ask IT to serve Tarmac over HTTPS, or type the tag.',
  failed: 'The camera could not start ({reason}). Try again, or type the tag.',
  retry: 'Try again',
  close: 'Close',
} satisfies BaseTranslation;

export default en_camera;
