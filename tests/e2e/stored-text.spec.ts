import type { Locator } from '@playwright/test';
import { demoFlight, expect, randomBagTag, test } from './fixtures';

// Text people type is shown as text. A claim, a found bag, a passenger with a bag, a shipment and a ULD
// are stored through the API with an HTML payload in every free-text field, and every screen that shows them is
// visited: the payload must read as its own characters, no element it describes may exist, and nothing may run.
// The CSP (no inline script) would stop the handler even if the element were made, so the element's absence is
// what shows that the screens render text rather than HTML; the dialog listener is the second line.

const PAYLOAD = '<img src=x onerror=alert(1)>';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test('texts holding HTML are shown as text on every screen that shows them, and nothing runs', async ({
  page,
  signInAs,
}) => {
  // records of five kinds, then a dozen screens and dialogs: longer than one flow
  test.slow();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  const injected = page.locator('img[src="x"]');
  /** The text is on the screen (or in a part of it) as its own characters, and the element it describes is nowhere. */
  const showsAsText = async (text: string, where: string, within: Locator = page.locator('body')) => {
    await expect(within.getByText(text, { exact: false }).first(), `${where}: ${text}`).toBeVisible();
    expect(await injected.count(), `${where}: an img[src=x] element was made`).toBe(0);
  };

  // 1. An account of our own, an admin at FIH: every screen is open to it.
  await signInAs(page, { role: 'admin', service: 'admin-and-it', lang: 'en' });
  const run = Math.random().toString(36).slice(2, 8);
  const text = (what: string) => `${what} ${PAYLOAD} ${run}`;
  const post = async (url: string, data: object) => {
    const res = await page.request.post(url, { headers: XHR, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
    return res.json();
  };
  const airports = (await (await page.request.get('/api/airports')).json()) as { id: number; code: string }[];
  const fih = airports.find((a) => a.code === 'FIH')!.id;
  const gom = airports.find((a) => a.code === 'GOM')!.id;

  // 2. The records: a claim and a found bag with the same tag, so each is proposed in the other's dialog.
  const tag = randomBagTag();
  const claim = await post('/api/baggage-claim', {
    status: 'LOST',
    bag_tag_number: tag,
    arrival_airport: fih,
    contact_name: text('Contact'),
    contact_phone: '+243 81',
    bag_brand: text('Brand'),
    distinctive_features: text('Features'),
    description: text('Description'),
    temporary_address: text('Address'),
  });
  const found = await post('/api/found-bags', {
    bag_tag_number: tag,
    bag_brand: text('Found brand'),
    contents: text('Contents'),
    distinctive_features: text('Found features'),
    name_on_label: text('Label'),
    found_location: text('Belt'),
  });
  // on tomorrow's 8Z401, which no other test reads: a flight of our own would be the first row of the flight list
  // that flights.spec.ts expects to be its own
  const flight = { flight_number: '8Z401', ...(await demoFlight(page.request, '8Z401', 'tomorrow')) };
  // passengers are listed by name, 20 a page: this one comes first
  const passenger = await post('/api/passengers', {
    name: text('AAA Passenger'),
    pnr: run.toUpperCase().padEnd(6, 'X').slice(0, 6),
    seat: '12A',
    flight_id: flight.id,
  });
  const bagTag = randomBagTag();
  await post('/api/bags', { bag_tag_number: bagTag, weight: 15, passenger_id: passenger.id });
  await post('/api/baggage-events', { bag_tag_number: bagTag, event_type: 'CHECKIN', airport_id: fih });
  const awb = newAwb();
  await post('/api/freight-shipments', {
    awb_number: awb,
    shipper: text('Shipper'),
    consignee: text('Consignee'),
    nature: text('Nature'),
    departure_airport_id: fih,
    arrival_airport_id: gom,
    weight: 12,
  });
  const uld = await post('/api/ulds', { type: 'Container', status: 'Available', label: text('ULD') });

  // 3. The lists of the latest only, first, before other tests' scans, claims and shipments push ours off them.
  await page.goto('/bags-event/list');
  await showsAsText(text('AAA Passenger'), 'bag events');
  await page.goto('/baggage-claim');
  await showsAsText(text('Contact'), 'recent claims');
  await showsAsText(text('Brand'), 'recent claims');
  await page.goto('/freight-shipments');
  for (const what of ['Shipper', 'Consignee', 'Nature']) await showsAsText(text(what), 'shipments');

  // 4. Lost and found: the claim search and its dialog (with the found bag proposed).
  await page.goto('/baggage-claim/update');
  await page.getByRole('textbox', { name: 'Search claims' }).fill(run);
  const claimRow = page.getByRole('row').filter({ hasText: claim.reference_number });
  await expect(claimRow).toBeVisible();
  await showsAsText(text('Contact'), 'claim search');
  await claimRow.getByRole('button', { name: `View ${claim.reference_number}` }).click();
  const claimDialog = page.getByRole('dialog', { name: claim.reference_number });
  await expect(claimDialog).toBeVisible();
  for (const what of ['Contact', 'Brand', 'Description']) await showsAsText(text(what), 'claim dialog', claimDialog);
  await showsAsText(text('Belt'), 'claim dialog: the found bag proposed', claimDialog);
  await page.keyboard.press('Escape');

  // 5. Found bags: the register, searched, and the found bag's dialog (with the claim proposed).
  await page.goto('/baggage-claim/found-bags');
  await page.getByRole('textbox', { name: 'Search found bags' }).fill(run);
  const foundRow = page.getByRole('row').filter({ hasText: text('Belt') });
  await expect(foundRow).toBeVisible();
  await showsAsText(text('Found brand'), 'found bags register');
  await foundRow.getByRole('button', { name: `View found bag ${found.id}` }).click();
  const foundDialog = page.getByRole('dialog', { name: `Found bag #${found.id}` });
  await expect(foundDialog).toBeVisible();
  for (const what of ['Found brand', 'Belt', 'Label', 'Contents', 'Found features'])
    await showsAsText(text(what), 'found bag dialog', foundDialog);
  await showsAsText(text('Contact'), 'found bag dialog: the claim proposed', foundDialog);
  await page.keyboard.press('Escape');

  // 6. Passengers: the flight's list, the passenger, the tag search and the flight's tracking.
  await page.goto(`/flights/${flight.id}`);
  await showsAsText(text('AAA Passenger'), 'flight detail');
  await page.goto(`/passengers/${passenger.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('AAA Passenger'));
  await showsAsText(text('AAA Passenger'), 'passenger detail');
  await page.goto(`/search/result?tag=${encodeURIComponent(bagTag)}`);
  await showsAsText(text('AAA Passenger'), 'bag search result');
  await page.goto('/track-by-flight');
  await page.getByRole('textbox', { name: 'Flight number' }).fill(flight.flight_number);
  await page.getByLabel('Departure date (local)').fill(flight.departure_time.slice(0, 10)); // answered in airport time
  await page.getByRole('button', { name: 'Track' }).click();
  await showsAsText(text('AAA Passenger'), 'track by flight');

  // 7. Freight: the AWB search, the ULDs and the ULD's loading screen.
  await page.goto(`/search/result?tag=${encodeURIComponent(awb)}`);
  for (const what of ['Shipper', 'Consignee']) await showsAsText(text(what), 'AWB search result');
  await page.goto('/ulds');
  await showsAsText(text('ULD'), 'ULDs');
  await page.goto(`/ulds/${uld.id}/charge`);
  await showsAsText(text('ULD'), 'ULD loading');

  expect(dialogs, 'dialogs opened by the page').toEqual([]);
});

function newAwb() {
  const serial = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return `057-${serial}${Number(serial) % 7}`;
}
