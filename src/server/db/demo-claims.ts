import { desc, eq } from 'drizzle-orm';
import type { ClaimStatus } from '../../shared/claim-codes';
import type { Db } from '../platform/db/client';
import { bags, baggageClaims, claimHistories, flights, foundBags, passengers } from '../domains/schema';

// Demo claims: one desk's weeks, in every status, some linked to a demo bag, some with a torn-off tag,
// two delayed bags whose 21 days are up or nearly (the due filter and the proposal to mark them lost).

const CLAIMS = [
  {
    status: 'DELAYED',
    brand: 'Samsonite',
    color: 'BK',
    type: 'Suitcase',
    contact: 'Grace Mukendi',
    days: 0,
    linked: true,
  },
  {
    status: 'LOST',
    brand: 'Delsey',
    color: 'BU',
    type: 'Suitcase',
    contact: 'Patrice Lumumba',
    days: 25,
    linked: false,
  },
  {
    status: 'FOUND',
    brand: 'Eastpak',
    color: 'GY',
    type: 'Backpack',
    contact: 'Chantal Ilunga',
    days: 3,
    linked: true,
  },
  {
    status: 'DELIVERED',
    brand: 'American Tourister',
    color: 'RD',
    type: 'Suitcase',
    contact: 'Olivier Kasongo',
    days: 6,
    linked: true,
  },
  { status: 'DELAYED', brand: null, color: 'MC', type: 'Backpack', contact: 'Aminata Diallo', days: 1, linked: false },
  {
    status: 'DELAYED',
    brand: 'Samsonite',
    color: 'RD',
    type: '22',
    contact: 'Jean-Pierre Mbemba',
    days: 23,
    linked: false,
  },
  { status: 'DELAYED', brand: 'Nike', color: 'BK', type: '25', contact: 'Fatou Sow', days: 20, linked: false },
] as const;

// the way each claim came to its status: reported delayed, then what happened
const pathOf = (status: ClaimStatus): ClaimStatus[] =>
  status === 'DELAYED'
    ? ['DELAYED']
    : status === 'LOST'
      ? ['DELAYED', 'LOST']
      : status === 'FOUND'
        ? ['DELAYED', 'FOUND']
        : ['DELAYED', 'FOUND', 'DELIVERED'];

export async function seedClaims(db: Db, byCode: Map<string, number>, userId: number) {
  const fih = byCode.get('FIH')!;
  const linked = await db
    .select({
      bag_id: bags.id,
      tag: bags.bag_tag_number,
      passenger_id: passengers.id,
      pnr: passengers.pnr,
      flight_id: flights.id,
      flight_number: flights.flight_number,
    })
    .from(bags)
    .innerJoin(passengers, eq(passengers.id, bags.passenger_id))
    .innerJoin(flights, eq(flights.id, passengers.flight_id))
    .orderBy(desc(bags.id))
    .limit(CLAIMS.length);
  for (const [i, c] of CLAIMS.entries()) {
    const bag = c.linked ? linked[i] : undefined;
    const at = new Date(Date.now() - c.days * 86_400_000 - 3_600_000);
    const [row] = await db
      .insert(baggageClaims)
      .values({
        reference_number: `FIH8Z${String(i + 1).padStart(5, '0')}`,
        status: c.status,
        bag_tag_number: bag?.tag ?? null,
        bag_id: bag?.bag_id ?? null,
        passenger_id: bag?.passenger_id ?? null,
        pnr: bag?.pnr ?? null,
        flight_id: bag?.flight_id ?? null,
        flight_number: bag?.flight_number ?? '8Z202',
        bag_brand: c.brand,
        bag_color: c.color,
        bag_type: c.type,
        description:
          c.type === 'Backpack' || c.type === '25' ? 'Laptop inside, name tag on the strap' : 'Hard shell, four wheels',
        arrival_airport: fih,
        contact_name: c.contact,
        contact_phone: `+243 81 ${String(1000000 + i * 7919).slice(0, 3)} ${String(1000 + i * 31).slice(0, 4)}`,
        temporary_address: 'Hôtel Memling, Kinshasa',
        reported_by: userId,
        created_at: at,
        // a status change is the claim's last update: the delivery day starts the complaint clocks
        updated_at: new Date(at.getTime() + (pathOf(c.status).length - 1) * 3_600_000),
      })
      .onConflictDoNothing()
      .returning({ id: baggageClaims.id });
    if (!row) continue;
    const path = pathOf(c.status);
    await db.insert(claimHistories).values(
      path.map((status, k) => ({
        claim_id: row.id,
        status,
        user_id: userId,
        note: k === 0 ? null : 'Demo',
        created_at: new Date(at.getTime() + k * 3_600_000),
        updated_at: new Date(at.getTime() + k * 3_600_000),
      })),
    );
  }
  await seedReportWeeks(db, byCode, userId);
}

// The reports' four weeks, after the claims above (their references FIH8Z00001..7 stay theirs):
// a flight a day into FIH with its manifest, and a desk's claims over the same days, most delivered within
// a few days, a few found or still delayed, one lost after its 21 days and one reported stolen at day 11 (so the
// newest claims, a page of the list, hold every status too), and one delayed past its 21 days.
const DAY = 86_400_000;
const HOUR = 3_600_000;
const REPORT_CLAIMS: [daysAgo: number, status: 'LOST' | 'DELAYED' | 'FOUND' | 'DELIVERED', hoursToDelivery?: number][] =
  [
    [27, 'DELIVERED', 30],
    [26, 'DELIVERED', 52],
    [25, 'LOST'],
    [24, 'DELIVERED', 18],
    [24, 'DELIVERED', 75],
    [23, 'DELAYED'],
    [22, 'DELIVERED', 26],
    [20, 'DELIVERED', 44],
    [19, 'DELIVERED', 9],
    [18, 'DELIVERED', 96],
    [17, 'FOUND'],
    [16, 'DELIVERED', 22],
    [15, 'DELIVERED', 36],
    [13, 'DELIVERED', 14],
    [12, 'DELIVERED', 61],
    [11, 'LOST'],
    [10, 'DELIVERED', 28],
    [9, 'DELAYED'],
    [8, 'DELIVERED', 40],
    [7, 'DELIVERED', 20],
    [6, 'FOUND'],
    [5, 'DELAYED'],
    [4, 'DELIVERED', 12],
    [3, 'DELAYED'],
    [2, 'FOUND'],
    [1, 'DELAYED'],
  ];
const NAMES = [
  'Joseph Kabila',
  'Esther Ngoy',
  'Didier Mbuyi',
  'Nadège Okito',
  'Félix Tshibangu',
  'Sarah Bolamba',
  'Paul Ilunga',
  'Marie Kasongo',
];
const BAGS = [
  ['Samsonite', 'BK', 'Suitcase'],
  ['Delsey', 'BU', '22'],
  ['Eastpak', 'GY', 'Backpack'],
  ['Nike', 'RD', '25'],
  [null, 'BN', 'Suitcase'],
] as const;

async function seedReportWeeks(db: Db, byCode: Map<string, number>, userId: number) {
  const fih = byCode.get('FIH')!;
  const now = Date.now();
  const arrivals = await db
    .insert(flights)
    .values(
      Array.from({ length: 28 }, (_, ago) => {
        const arrival = new Date(now - ago * DAY - 5 * HOUR);
        // in the past: the flights list shows the last added or edited first, today's flights stay on top
        return {
          flight_number: '8Z912',
          departure_airport: byCode.get('GOM')!,
          arrival_airport: fih,
          departure_time: new Date(arrival.getTime() - 2 * HOUR),
          arrival_time: arrival,
          airline_code: '8Z',
          status: 'CLOSED' as const,
          created_at: arrival,
          updated_at: arrival,
        };
      }),
    )
    .returning({ id: flights.id });
  const pax = arrivals.flatMap((f, ago) =>
    Array.from({ length: 150 + ((ago * 37) % 70) }, (_, i) => ({
      flight_id: f.id,
      name: `PASSENGER/${NAMES[i % NAMES.length]!.split(' ')[0]!.toUpperCase()} ${i}`,
      pnr: `R${String(ago).padStart(2, '0')}${String(i).padStart(3, '0')}`,
      seat: `${Math.floor(i / 6) + 1}${'ABCDEF'[i % 6]}`,
    })),
  );
  for (let i = 0; i < pax.length; i += 1000)
    await db
      .insert(passengers)
      .values(pax.slice(i, i + 1000))
      .onConflictDoNothing();

  for (const [k, [ago, status, hours]] of REPORT_CLAIMS.entries()) {
    const at = new Date(now - ago * DAY - (2 + (k % 5)) * HOUR);
    const [brand, color, type] = BAGS[k % BAGS.length]!;
    // the way it came to its status, hours after the report
    const steps: [ClaimStatus, number][] =
      status === 'DELIVERED'
        ? [
            ['DELAYED', 0],
            ['FOUND', hours! * 0.6],
            ['DELIVERED', hours!],
          ]
        : status === 'DELAYED'
          ? [['DELAYED', 0]]
          : [
              ['DELAYED', 0],
              [status, 20],
            ];
    const last = steps.at(-1)![1];
    const [row] = await db
      .insert(baggageClaims)
      .values({
        reference_number: `FIH8Z${String(CLAIMS.length + k + 1).padStart(5, '0')}`,
        status,
        flight_number: '8Z912',
        flight_date: null,
        bag_brand: brand,
        bag_color: color,
        bag_type: type,
        description: 'Soft case, name tag on the handle',
        arrival_airport: fih,
        contact_name: NAMES[k % NAMES.length]!,
        contact_phone: `+243 82 ${String(100 + k)} ${String(4000 + k * 13)}`,
        temporary_address: 'Hôtel Invest, Kinshasa',
        reported_by: userId,
        created_at: at,
        updated_at: new Date(at.getTime() + last * HOUR),
      })
      .onConflictDoNothing()
      .returning({ id: baggageClaims.id });
    if (!row) continue;
    await db.insert(claimHistories).values(
      steps.map(([s, h]) => ({
        claim_id: row.id,
        status: s,
        user_id: userId,
        note: h ? 'Demo' : null,
        created_at: new Date(at.getTime() + h * HOUR),
        updated_at: new Date(at.getTime() + h * HOUR),
      })),
    );
  }
}

// Demo found bags: one carrying a demo claim's tag, one that looks like another demo claim (colour,
// type, brand, flight), and two that match nobody.
const FOUND = [
  {
    tagOf: 0,
    brand: 'Samsonite',
    color: 'BK',
    type: 'Suitcase',
    location: 'Belt 3',
    contents: 'Clothes, a camera tripod',
    hours: 5,
  },
  {
    tagOf: null,
    brand: 'Nike',
    color: 'BK',
    type: '25',
    location: 'Arrivals hall',
    contents: 'Football boots, laptop',
    flight: '8Z202',
    hours: 20,
  },
  { tagOf: null, brand: null, color: 'YW', type: '50', location: 'Oversize belt', contents: 'Golf clubs', hours: 30 },
  {
    tagOf: null,
    brand: 'Carrefour',
    color: 'WT',
    type: '10',
    location: 'Gate 4',
    contents: 'Dried fish, sealed',
    hours: 50,
  },
] as const;

export async function seedFoundBags(db: Db, byCode: Map<string, number>, userId: number) {
  const [first] = await db
    .select({ tag: baggageClaims.bag_tag_number })
    .from(baggageClaims)
    .where(eq(baggageClaims.reference_number, 'FIH8Z00001'));
  await db.insert(foundBags).values(
    FOUND.map((f) => ({
      bag_tag_number: f.tagOf === 0 ? (first?.tag ?? null) : null,
      bag_brand: f.brand,
      bag_color: f.color,
      bag_type: f.type,
      contents: f.contents,
      flight_number: 'flight' in f ? f.flight : null,
      found_location: f.location,
      found_at: new Date(Date.now() - f.hours * 3_600_000),
      airport_id: byCode.get('FIH')!,
      created_by: userId,
    })),
  );
}
