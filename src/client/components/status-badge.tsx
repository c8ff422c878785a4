import { Badge } from '@mantine/core';

// Badge colours: one per status, the same on every screen.
const FLIGHT: Record<string, string> = {
  SCHEDULED: 'gray',
  'CHECKIN-OPEN': 'yellow',
  CHECKIN: 'blue',
  BOARDING: 'green',
  CLOSED: 'red',
  CANCELLED: 'indigo',
};
// a badge never shrinks into an ellipsis: its column widens instead (narrow English headers at 1024 px)
const whole = { overflow: 'visible', minWidth: 'max-content' } as const;
const EVENT: Record<string, string> = {
  LOADED: 'green',
  DELIVERED: 'orange',
  TRANSFERRED: 'gray',
  CHECKIN: 'cyan',
  RECEIVED: 'cyan',
};

export function FlightStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={FLIGHT[status] ?? 'gray'} variant="light" style={whole}>
      {status}
    </Badge>
  );
}

/** Bag and freight event types, and a bag's or shipment's status (the type of its latest event). */
export function EventBadge({ type, freight }: { type: string; freight?: boolean }) {
  // TRANSFERRED is blue among freight events
  const color = freight && type === 'TRANSFERRED' ? 'blue' : (EVENT[type] ?? 'gray');
  return (
    <Badge color={color} variant="light" style={whole}>
      {type}
    </Badge>
  );
}
