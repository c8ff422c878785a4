import type { BagEventType } from '../../../shared/codes';
import { scanEventTypeAtom } from '../../scanner/atoms';

// The bag desk's last event type, under the key it has always had.
export const lastEventTypeAtom = scanEventTypeAtom<BagEventType>('tarmac.scan.eventType');
