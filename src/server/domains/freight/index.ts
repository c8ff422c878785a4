// What other domains may use of freight: a shipment and its events (tracking), a ULD's events (ULDs).
export { getShipment, selectFreightEvents, shapeFreightEvent } from './shipments';
export { freightEventsByUld, ULD_EVENTS } from './events';
