import { eq } from 'drizzle-orm';
import { addDays, localDay, localToInstant } from '../../shared/time';
import { shiftLabel } from '../domains/shifts/service';
import type { Db } from '../platform/db/client';
import { services, shiftAssignments, shifts, users, zones } from '../domains/schema';

// Demo shifts: a week per service around today, morning, afternoon and night, at FIH. The agent of each
// service works the mornings, the supervisor the afternoons, the admin every other night, so every demo user has a
// shift under way or coming within a day, and the nights show zones nobody covers.

const PERIODS = [
  { from: '06:00', to: '14:00', role: 'agent' },
  { from: '14:00', to: '22:00', role: 'supervisor' },
  { from: '22:00', to: '06:00', role: 'admin' },
] as const;

/** Where each service's people stand (demo zone names of demo.ts). */
const ZONE_OF: Record<string, string> = {
  passage: 'Check-in hall',
  passenger: 'Check-in hall',
  bagagiste: 'Baggage sorting',
  surete: 'Ramp',
  'anti-fraude': 'Check-in hall',
  cargo: 'Cargo terminal',
  'lost-and-found': 'Arrivals belt',
  'admin-and-it': 'Baggage sorting',
};

export async function seedShifts(db: Db, byCode: Map<string, number>, tz: string) {
  const fih = byCode.get('FIH')!;
  const zoneRows = await db.select({ id: zones.id, name: zones.name }).from(zones).where(eq(zones.airport_id, fih));
  const zoneId = (name: string) => zoneRows.find((z) => z.name === name)?.id ?? zoneRows[0]!.id;
  const serviceRows = await db.select({ id: services.id, name: services.name, slug: services.slug }).from(services);
  const staff = await db.select({ id: users.id, username: users.username }).from(users);
  const who = (role: string, slug: string) => staff.find((u) => u.username === `${role}.${slug}`)?.id;
  const today = localDay(new Date(), tz);
  const days = Array.from({ length: 7 }, (_, i) => addDays(today, i - 2));

  const planned = serviceRows.flatMap((s) =>
    days.flatMap((day, d) =>
      PERIODS.map((p, i) => {
        const start = localToInstant(`${day}T${p.from}`, tz);
        const end = localToInstant(`${p.to < p.from ? addDays(day, 1) : day}T${p.to}`, tz);
        const person = p.role !== 'admin' || d % 2 === 0 ? who(p.role, s.slug) : undefined;
        return {
          shift: {
            label: shiftLabel(s.name, start, end, tz),
            started_at: start,
            ended_at: end,
            service_id: s.id,
            is_active: true,
            created_by: who('supervisor', s.slug) ?? null,
          },
          person,
          zone: i === 2 ? zoneId('Ramp') : zoneId(ZONE_OF[s.slug] ?? 'Check-in hall'),
        };
      }),
    ),
  );
  const ids = await db
    .insert(shifts)
    .values(planned.map((p) => p.shift))
    .returning({ id: shifts.id });
  const assignments = planned.flatMap((p, i) =>
    p.person
      ? [{ shift_id: ids[i]!.id, user_id: p.person, zone_id: p.zone, is_active: true, assigned_by: p.shift.created_by }]
      : [],
  );
  if (assignments.length) await db.insert(shiftAssignments).values(assignments);
}
