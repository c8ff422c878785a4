import type { FreightEventType } from '../../../shared/codes';
import { scanEventTypeAtom } from '../../scanner/atoms';

// The freight desk's last event type, remembered on the device apart from the bag desk's.
export const lastFreightEventTypeAtom = scanEventTypeAtom<FreightEventType>('tarmac.freight.eventType');
