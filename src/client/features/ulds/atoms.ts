import type { FreightEventType } from '../../../shared/codes';
import { scanEventTypeAtom } from '../../scanner/atoms';

// The Charge ULD desk's last event type (LOADED, mostly), apart from the shipment desk's.
export const lastUldEventTypeAtom = scanEventTypeAtom<FreightEventType>('tarmac.uld.eventType');
