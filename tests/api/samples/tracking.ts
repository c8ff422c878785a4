import { localDay } from '../../../src/shared/time';
import { insertFlight } from '../../helpers/flights';
import type { SampleSet } from './base';
import { shipmentOf } from './freight';

export const trackingSamples: SampleSet = async (base) => {
  const { t, a } = base;
  const { shipment } = await shipmentOf(base);
  const tracked = await insertFlight(t, { departure_time: new Date() }); // the flights samples edit the base flight's times
  return {
    'GET /api/search/tag': () => a.get(`/api/search/tag?tag=${encodeURIComponent(shipment.awb_number)}`),
    'GET /api/track-by-flight': () =>
      a.get(
        `/api/track-by-flight?flight_number=${tracked.flight_number}&flight_date=${localDay(new Date(), t.env.APP_TIMEZONE)}`,
      ),
  };
};
