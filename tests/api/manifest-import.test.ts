import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { MANIFEST_MAX_BYTES } from '../../src/server/domains/flights/manifest';
import { api, request, useTestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { adminAuth } from '../helpers/factories';
import { expectError, expectJson } from '../helpers/expect';
import {
  byNameAndPnr,
  importManifest,
  insertFlight,
  insertPassenger,
  manifestFixture,
  padPdf,
  passengersOfFlight,
  readPassengersViaApi,
  sharedUser,
} from '../helpers/flights';
import { manifestPassengers } from '../fixtures/manifest-data';
import {
  oneShowTextPerLinePdf,
  passwordProtected,
  pdfLibManifest,
  runPerLineManifest,
} from '../fixtures/make-manifests';

const EN_60 = manifestFixture('pdflib-en-60.pdf');
const FR_90 = manifestFixture('chromium-fr-90.pdf');
const PAX_60 = manifestPassengers(60, 1);
const PAX_90 = manifestPassengers(90, 2);

describe.each(databases())('POST /api/flights/{flightId}/import-manifest on %s', (kind) => {
  const t = useTestApp(kind);
  const passageAgent = () => sharedUser(t, { role: 'agent', service: 'passage' });

  it('imports the 60 passengers of the pdf-lib manifest exactly (name, PNR, seat), answering {count: 60, imported: 60}', async () => {
    const { auth } = await passageAgent();
    const flight = await insertFlight(t);
    expect(expectJson(await importManifest(t, auth, flight.id, EN_60), 200)).toEqual({ count: 60, imported: 60 });

    const read = await readPassengersViaApi(t, auth, flight.id);
    expect(read).toHaveLength(60);
    for (const p of read) expect(p.flight_id).toBe(flight.id);
    expect(byNameAndPnr(read.map(({ name, pnr, seat }) => ({ name, pnr, seat })))).toEqual(byNameAndPnr(PAX_60));
  });

  it('imports the 90 passengers of the French Chromium manifest with its other column order exactly', async () => {
    const admin = await adminAuth(t);
    const flight = await insertFlight(t);
    expect(expectJson(await importManifest(t, admin, flight.id, FR_90, { filename: 'manifeste.pdf' }), 200)).toEqual({
      count: 90,
      imported: 90,
    });
    expect(byNameAndPnr(await passengersOfFlight(t, flight.id))).toEqual(byNameAndPnr(PAX_90));
    // accents and apostrophes survive (FÉLIX, NADÈGE, LEFÈVRE, N'DIAYE)
    const names = (await passengersOfFlight(t, flight.id)).map((p) => p.name);
    expect(names).toContain(PAX_90.find((p) => p.name.includes('LEFÈVRE'))!.name);
    expect(names).toContain(PAX_90.find((p) => p.name.includes("N'DIAYE"))!.name);
  });

  it('adds nobody when the same manifest is imported again: {count: 60, imported: 0}', async () => {
    const { auth } = await passageAgent();
    const flight = await insertFlight(t);
    expectJson(await importManifest(t, auth, flight.id, EN_60), 200);
    expect(expectJson(await importManifest(t, auth, flight.id, EN_60), 200)).toEqual({ count: 60, imported: 0 });
    expect(await passengersOfFlight(t, flight.id)).toHaveLength(60);
  });

  it('counts every passenger now on the flight: a second manifest answers {count: 150, imported: 90}', async () => {
    const { auth } = await passageAgent();
    const flight = await insertFlight(t);
    expectJson(await importManifest(t, auth, flight.id, EN_60), 200);
    expect(expectJson(await importManifest(t, auth, flight.id, FR_90), 200)).toEqual({ count: 150, imported: 90 });
  });

  it('does not add again a passenger already on the flight with the same name and PNR, and counts the others already there', async () => {
    const { auth } = await passageAgent();
    const flight = await insertFlight(t);
    await insertPassenger(t, flight.id, PAX_60[0]);
    await insertPassenger(t, flight.id, { name: 'WALK-IN/PASSENGER MR', pnr: 'ZZZ999', seat: '40F' });
    expect(expectJson(await importManifest(t, auth, flight.id, EN_60), 200)).toEqual({ count: 61, imported: 59 });
  });

  it('imports the same manifest onto two flights independently', async () => {
    const { auth } = await passageAgent();
    const one = await insertFlight(t);
    const two = await insertFlight(t);
    expect(expectJson(await importManifest(t, auth, one.id, EN_60), 200)).toEqual({ count: 60, imported: 60 });
    expect(expectJson(await importManifest(t, auth, two.id, EN_60), 200)).toEqual({ count: 60, imported: 60 });
  });

  it('ignores the userId field, whatever it says and wherever it comes', async () => {
    const { auth } = await passageAgent();
    const flight = await insertFlight(t);
    const res = await importManifest(t, auth, flight.id, null, {
      parts: [
        { name: 'manifest', filename: 'm.pdf', content: EN_60 },
        { name: 'userId', value: 'not-a-user' },
      ],
    });
    expect(expectJson(res, 200)).toEqual({ count: 60, imported: 60 });
  });

  it('accepts a manifest of exactly 10 MB', async () => {
    const { auth } = await passageAgent();
    const flight = await insertFlight(t);
    const big = await padPdf(EN_60, MANIFEST_MAX_BYTES);
    expect(big.length).toBe(10 * 1024 * 1024);
    expect(expectJson(await importManifest(t, auth, flight.id, big), 200)).toEqual({ count: 60, imported: 60 });
  });

  it('answers 413 for a file over 10 MB and imports nothing', async () => {
    const { auth } = await passageAgent();
    const flight = await insertFlight(t);
    const res = await importManifest(t, auth, flight.id, await padPdf(EN_60, 10 * 1024 * 1024 + 1));
    expect(expectError(res, 413).message).toBe('Le manifeste dépasse 10 Mo.');
    expect(await passengersOfFlight(t, flight.id)).toEqual([]);
  });

  it.each([
    ['scanned.pdf', 'Ce PDF n’a pas de couche texte (un scan ?) : exportez le manifeste en PDF texte.'],
    ['not-a-pdf.pdf', 'Ce fichier n’est pas un PDF.'],
    [
      'letter.pdf',
      'Aucune table de passagers trouvée : le manifeste doit avoir une ligne d’en-tête nommant les colonnes nom, PNR et siège.',
    ],
    ['corrupt.pdf', 'Ce PDF est endommagé et ne peut pas être lu.'],
  ])('answers 422 for %s with the message that says what is wrong, and imports nothing', async (fixture, message) => {
    const { auth } = await passageAgent();
    const flight = await insertFlight(t);
    const body = expectError(await importManifest(t, auth, flight.id, manifestFixture(fixture)), 422);
    expect(body.message).toBe(message);
    expect(await passengersOfFlight(t, flight.id)).toEqual([]);
  });

  it('answers 422 for a password-protected PDF saying so, in French and in English, and imports nothing', async () => {
    const protectedPdf = await passwordProtected(await pdfLibManifest(manifestPassengers(5, 4)));
    const flight = await insertFlight(t);
    const fr = expectError(await importManifest(t, (await passageAgent()).auth, flight.id, protectedPdf), 422);
    expect(fr.message).toBe('Ce PDF est protégé par un mot de passe : exportez-le sans mot de passe.');
    const { auth } = await sharedUser(t, { role: 'agent', service: 'passage', lang: 'en' });
    const en = expectError(await importManifest(t, auth, flight.id, protectedPdf), 422);
    expect(en.message).toBe('This PDF is protected by a password: export it without one.');
    expect(await passengersOfFlight(t, flight.id)).toEqual([]);
  });

  it('imports a manifest written one text run per line, names with single spaces exactly', async () => {
    const { auth } = await passageAgent();
    const flight = await insertFlight(t);
    const pax = [{ name: 'MBUYI KABONGO/JEAN MR', pnr: 'K7QX2M', seat: '12A' }, ...manifestPassengers(12, 9)];
    expect(expectJson(await importManifest(t, auth, flight.id, await runPerLineManifest(pax)), 200)).toEqual({
      count: 13,
      imported: 13,
    });
    expect(byNameAndPnr(await passengersOfFlight(t, flight.id))).toEqual(byNameAndPnr(pax));
  });

  it('imports a manifest whose lines pdf.js hands back with their two-space column gaps collapsed to one, names with spaces and slashes exactly', async () => {
    const { auth } = await passageAgent();
    const flight = await insertFlight(t);
    // one Tj per line in Helvetica, two spaces between the columns, as some text-to-PDF converters write it
    const pdf = oneShowTextPerLinePdf([
      'PASSENGER MANIFEST  8Z101  FIH-FBM',
      'Name  PNR  Seat',
      'Alice Martin  ABC123  20A',
      'MARTIN/ALICE MRS  K7QX2M  3C',
      'Jean Pierre Mbemba  ZP4R8T  12B',
      'MARTIN ALICE  H2J9KQ  7F',
      'Total:  4',
    ]);
    const doc = await getDocumentProxy(pdf.slice(), { verbosity: 0 });
    const { items } = await (await doc.getPage(1)).getTextContent();
    await doc.destroy();
    expect(items.map((i) => ('str' in i ? i.str : null))).toEqual([
      'PASSENGER MANIFEST 8Z101 FIH-FBM',
      'Name PNR Seat',
      'Alice Martin ABC123 20A',
      'MARTIN/ALICE MRS K7QX2M 3C',
      'Jean Pierre Mbemba ZP4R8T 12B',
      'MARTIN ALICE H2J9KQ 7F',
      'Total: 4',
    ]);

    expect(expectJson(await importManifest(t, auth, flight.id, pdf), 200)).toEqual({ count: 4, imported: 4 });
    const read = await readPassengersViaApi(t, auth, flight.id);
    expect(byNameAndPnr(read.map(({ name, pnr, seat }) => ({ name, pnr, seat })))).toEqual(
      byNameAndPnr([
        { name: 'Alice Martin', pnr: 'ABC123', seat: '20A' },
        { name: 'MARTIN/ALICE MRS', pnr: 'K7QX2M', seat: '3C' },
        { name: 'Jean Pierre Mbemba', pnr: 'ZP4R8T', seat: '12B' },
        { name: 'MARTIN ALICE', pnr: 'H2J9KQ', seat: '7F' },
      ]),
    );
  });

  it('imports a collapsed French manifest whose columns come seat first', async () => {
    const { auth } = await passageAgent();
    const flight = await insertFlight(t);
    const pdf = oneShowTextPerLinePdf([
      'Manifeste passagers  Vol 8Z202',
      'Siège  PNR  Nom',
      "14E  XYZ789  N'DIAYE/FÉLIX MR",
      '2A  Q8W2E4  Marie Claire Ngoy',
      'Fin du manifeste  2 passagers',
    ]);
    expect(expectJson(await importManifest(t, auth, flight.id, pdf), 200)).toEqual({ count: 2, imported: 2 });
    expect(byNameAndPnr(await passengersOfFlight(t, flight.id))).toEqual(
      byNameAndPnr([
        { name: "N'DIAYE/FÉLIX MR", pnr: 'XYZ789', seat: '14E' },
        { name: 'Marie Claire Ngoy', pnr: 'Q8W2E4', seat: '2A' },
      ]),
    );
  });

  it('answers the failure in English for a user whose language is en', async () => {
    const { auth } = await sharedUser(t, { role: 'agent', service: 'passage', lang: 'en' });
    const flight = await insertFlight(t);
    const body = expectError(await importManifest(t, auth, flight.id, manifestFixture('scanned.pdf')), 422);
    expect(body.message).toBe('This PDF has no text layer (a scan?): export the manifest as a text PDF.');
  });

  it('answers 422 on manifest when the request has no file', async () => {
    const { auth } = await passageAgent();
    const flight = await insertFlight(t);
    const res = expectError(await importManifest(t, auth, flight.id, null), 422, ['manifest']);
    expect(res.errors.manifest).toEqual(['Choisissez un manifeste PDF à importer (champ manifest).']);
  });

  it('answers 415 when the request is JSON, and 422 on manifest when the manifest is a text field', async () => {
    const { auth } = await passageAgent();
    const flight = await insertFlight(t);
    // the body's type is what is wrong, not a file left out
    const json = await api(t, auth).post(`/api/flights/${flight.id}/import-manifest`, {
      manifest: 'DOE/JOHN MR,ABC123,12A',
    });
    expect(expectError(json, 415).message).toContain('multipart/form-data');
    expectError(
      await importManifest(t, auth, flight.id, null, { parts: [{ name: 'manifest', value: 'hello' }] }),
      422,
      ['manifest'],
    );
  });

  it('answers 422 on manifest, promptly, when the only file is under another field name', async () => {
    const { auth } = await passageAgent();
    const flight = await insertFlight(t);
    const res = await importManifest(t, auth, flight.id, null, {
      parts: [{ name: 'file', filename: 'm.pdf', content: EN_60 }],
    });
    expectError(res, 422, ['manifest']);
  }, 5_000);

  // the parser's own errors carried no status and were answered as a 500
  it.each([
    ['has no boundary', 'multipart/form-data', 'x'],
    [
      'never ends',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="manifest"; filename="m.pdf"\r\n\r\n%PDF',
    ],
  ])('answers 400 JSON when the multipart body %s', async (_label, type, payload) => {
    const { auth } = await passageAgent();
    const flight = await insertFlight(t);
    const res = await request(t, 'POST', `/api/flights/${flight.id}/import-manifest`, {
      auth,
      body: payload,
      headers: { 'content-type': type },
    });
    expect(expectError(res, 400).message).toBe('Le corps de la requête n’est pas un multipart/form-data valide.');
  });

  it('answers 404 naming an unknown flight', async () => {
    const { auth } = await passageAgent();
    const body = expectError(await importManifest(t, auth, 2147483000, EN_60), 404);
    expect(body.message).toBe('Le vol 2147483000 n’existe pas.');
  });

  it.each(['abc', '0', '2147483648'])('answers 422 naming flightId for the path id %s', async (id) => {
    const { auth } = await passageAgent();
    expectError(await importManifest(t, auth, id, EN_60), 422, ['flightId']);
  });

  it.each([
    ['agent', 'cargo'],
    ['supervisor', 'cargo'],
    ['agent', 'lost-and-found'],
  ] as const)('refuses a %s of %s with 403 and imports nothing', async (role, service) => {
    const { auth } = await sharedUser(t, { role, service });
    const flight = await insertFlight(t);
    expect(expectError(await importManifest(t, auth, flight.id, EN_60), 403).message).toBe(
      'Vous n’êtes pas autorisé à faire cela.',
    );
    expect(await passengersOfFlight(t, flight.id)).toEqual([]);
  });

  it.each(['passenger', 'bagagiste'] as const)('lets an agent of %s import', async (service) => {
    const { auth } = await sharedUser(t, { role: 'agent', service });
    const flight = await insertFlight(t);
    expect(expectJson(await importManifest(t, auth, flight.id, EN_60), 200).count).toBe(60);
  });

  it('answers 401 without authentication', async () => {
    const flight = await insertFlight(t);
    expectError(await importManifest(t, null, flight.id, EN_60), 401);
  });
});
