import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '../../src/shared/photos';
import { api, request, useTestApp, type Auth, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectError, expectJson } from '../helpers/expect';
import { createAirport, signedIn } from '../helpers/factories';
import { multipart, type MultipartPart } from '../helpers/flights';
import { jpegSized, solidPng, webpSized } from '../helpers/images';

// The optional photo of a found bag: stored in the database, 2 MB at most, its type read from
// its bytes; the bag answers what its photo is, the photo path answers the bytes with their own type.

async function desk(t: TestApp) {
  const airport = await createAirport(t);
  const { auth } = await signedIn(t, { service: 'lost-and-found', airport_id: airport.id, lang: 'en' });
  const a = api(t, auth);
  const bag = expectJson(await a.post('/api/found-bags', { found_location: 'Belt 2', bag_color: 'BU' }), 201);
  return { a, auth, bag };
}

const upload = (t: TestApp, auth: Auth, id: number | string, parts: MultipartPart[], opts: { xhr?: boolean } = {}) => {
  const { payload, headers } = multipart(parts);
  return request(t, 'PUT', `/api/found-bags/${id}/photo`, { auth, body: payload, headers, ...opts });
};
const photoPart = (content: Uint8Array, filename = 'bag.png', contentType = 'image/png'): MultipartPart => ({
  name: 'photo',
  filename,
  content,
  contentType,
});

describe.each(databases())('Found-bag photos on %s', (kind) => {
  const t = useTestApp(kind);

  it('PUT stores the photo and answers the bag with it; GET answers the same bytes with their type; a new photo replaces it', async () => {
    const { a, auth, bag } = await desk(t);
    expect(bag.photo).toBeNull();
    const png = solidPng(40, 30, [200, 30, 30]);
    const withPhoto = expectJson(await upload(t, auth, bag.id, [photoPart(png)]), 200);
    expect(withPhoto).toMatchObject({
      id: bag.id,
      found_location: 'Belt 2',
      photo: { content_type: 'image/png', size: png.byteLength },
    });
    expect(Date.now() - Date.parse(withPhoto.photo.uploaded_at)).toBeLessThan(60_000);
    expect(expectJson(await a.get(`/api/found-bags/${bag.id}`), 200).photo).toEqual(withPhoto.photo);
    expect(
      expectJson(await a.get(`/api/found-bags?search=${encodeURIComponent('Belt 2')}`), 200).data.find(
        (b: { id: number }) => b.id === bag.id,
      ).photo,
    ).toEqual(withPhoto.photo);

    const res = await a.get(`/api/found-bags/${bag.id}/photo`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(new Uint8Array(res.rawPayload)).toEqual(png);

    // the type comes from the bytes: a WebP sent as "photo.jpg, image/jpeg" is stored and served as WebP
    const webp = webpSized(5000);
    const replaced = expectJson(await upload(t, auth, bag.id, [photoPart(webp, 'photo.jpg', 'image/jpeg')]), 200);
    expect(replaced.photo).toMatchObject({ content_type: 'image/webp', size: 5000 });
    const again = await a.get(`/api/found-bags/${bag.id}/photo`);
    expect(again.headers['content-type']).toBe('image/webp');
    expect(again.rawPayload.byteLength).toBe(5000);
  });

  it('takes a photo of exactly 2 MB, and refuses one byte more with 413; the bag keeps the photo it had', async () => {
    const { a, auth, bag } = await desk(t);
    expectJson(await upload(t, auth, bag.id, [photoPart(jpegSized(PHOTO_MAX_BYTES), 'big.jpg', 'image/jpeg')]), 200);
    const tooBig = expectError(
      await upload(t, auth, bag.id, [photoPart(jpegSized(PHOTO_MAX_BYTES + 1), 'bigger.jpg', 'image/jpeg')]),
      413,
    );
    expect(tooBig.message).toBe('The photo is larger than 2 MB: take it again at a lower resolution.');
    expect(expectJson(await a.get(`/api/found-bags/${bag.id}`), 200).photo).toMatchObject({
      content_type: 'image/jpeg',
      size: PHOTO_MAX_BYTES,
    });
  });

  it('refuses what is not a picture whatever its name says, and a request without the photo field, with 422 on photo (415 for JSON)', async () => {
    const { a, auth, bag } = await desk(t);
    const notImage = expectError(
      await upload(t, auth, bag.id, [
        photoPart(new TextEncoder().encode('%PDF-1.7 a manifest'), 'bag.jpg', 'image/jpeg'),
      ]),
      422,
      ['photo'],
    );
    expect(notImage.errors.photo[0]).toBe('This file is not a JPEG, PNG or WebP picture.');
    expectError(await upload(t, auth, bag.id, [photoPart(new Uint8Array(), 'empty.png')]), 422, ['photo']);
    const missing = expectError(
      await upload(t, auth, bag.id, [
        { name: 'picture', filename: 'bag.png', content: solidPng(2, 2, [0, 0, 0]), contentType: 'image/png' },
      ]),
      422,
      ['photo'],
    );
    expect(missing.errors.photo[0]).toBe('Choose a photo to upload (field photo).');
    expectError(await upload(t, auth, bag.id, [{ name: 'photo', value: 'not a file' }]), 422, ['photo']);
    // a photo sent as JSON (base64): the body's type is what is wrong
    expectError(await request(t, 'PUT', `/api/found-bags/${bag.id}/photo`, { auth, body: { photo: 'aGVsbG8=' } }), 415);
    expect(expectJson(await a.get(`/api/found-bags/${bag.id}`), 200).photo).toBeNull();
    expectError(await a.get(`/api/found-bags/${bag.id}/photo`), 404);
  });

  it('DELETE removes the photo (204, again 204); unknown bags answer 404 on every photo path', async () => {
    const { a, auth, bag } = await desk(t);
    expectJson(await upload(t, auth, bag.id, [photoPart(solidPng(4, 4, [0, 0, 255]))]), 200);
    expect((await a.delete(`/api/found-bags/${bag.id}/photo`)).statusCode).toBe(204);
    expect((await a.delete(`/api/found-bags/${bag.id}/photo`)).statusCode).toBe(204);
    expect(expectJson(await a.get(`/api/found-bags/${bag.id}`), 200).photo).toBeNull();
    const none = expectError(await a.get(`/api/found-bags/${bag.id}/photo`), 404);
    expect(none.message).toBe(`Found bag ${bag.id} has no photo.`);
    expectError(await upload(t, auth, 2147483647, [photoPart(solidPng(2, 2, [0, 0, 0]))]), 404);
    expectError(await a.get('/api/found-bags/2147483647/photo'), 404);
    expectError(await a.delete('/api/found-bags/2147483647/photo'), 404);
    expectError(await a.get('/api/found-bags/abc/photo'), 422, ['id']);
  });

  it("is the lost-and-found desk's and admins': a cargo supervisor gets 403, an anonymous caller 401, a cookie upload without X-Requested-With 403", async () => {
    const { auth, bag } = await desk(t);
    const png = solidPng(2, 2, [0, 128, 0]);
    expectJson(await upload(t, auth, bag.id, [photoPart(png)]), 200);
    const cargo = await signedIn(t, { service: 'cargo', role: 'supervisor' });
    expectError(await upload(t, cargo.auth, bag.id, [photoPart(png)]), 403);
    expectError(await api(t, cargo.auth).get(`/api/found-bags/${bag.id}/photo`), 403);
    expectError(await api(t, cargo.auth).delete(`/api/found-bags/${bag.id}/photo`), 403);
    expectError(await upload(t, null, bag.id, [photoPart(png)]), 401);
    expectError(await api(t).get(`/api/found-bags/${bag.id}/photo`), 401);
    expectError(await upload(t, auth, bag.id, [photoPart(png)], { xhr: false }), 403);
    const admin = await signedIn(t, { role: 'admin', service: 'admin-and-it' });
    expect((await api(t, admin.auth).get(`/api/found-bags/${bag.id}/photo`)).statusCode).toBe(200);
  });
});
