import { eq } from 'drizzle-orm';
import { authorOf, type Call } from '../call';
import type { Db } from '../db/client';
import { foundBagPhotos, foundBags } from '../db/schema';
import { fail, invalidField } from '../errors';
import { PHOTO_MAX_BYTES, photoType } from '../../shared/photos';
import { getFoundBag } from './found-bags';

// A found bag's photo (issue 15): kept in the database with the bag, so a backup holds both. Its type is read
// from its first bytes: a file named .jpg that is not a picture is refused, whatever the upload said.

async function existingBag(db: Db, id: number) {
  const [bag] = await db.select({ id: foundBags.id }).from(foundBags).where(eq(foundBags.id, id));
  if (!bag) throw fail('NOT_FOUND', 'foundBagNotFound', { id });
}

/** Stores the photo of a found bag, replacing the one it had; answers the bag, with what its photo now is. */
export async function savePhoto(call: Call, { id, photo: bytes }: { id: number; photo: Uint8Array }) {
  const { db } = call;
  await existingBag(db, id);
  if (bytes.byteLength > PHOTO_MAX_BYTES)
    throw fail('PAYLOAD_TOO_LARGE', 'photoTooLarge', { mb: PHOTO_MAX_BYTES / 1024 / 1024 });
  const type = photoType(bytes);
  if (!type) throw invalidField('photo', 'photoNotImage');
  const row = {
    content_type: type,
    size: bytes.byteLength,
    bytes,
    uploaded_by: authorOf(call).id,
    uploaded_at: new Date(),
  };
  await db
    .insert(foundBagPhotos)
    .values({ found_bag_id: id, ...row })
    .onConflictDoUpdate({ target: foundBagPhotos.found_bag_id, set: row });
  return getFoundBag(call, id);
}

export async function readPhoto({ db }: Call, id: number): Promise<{ content_type: string; bytes: Uint8Array }> {
  await existingBag(db, id);
  const [photo] = await db
    .select({ content_type: foundBagPhotos.content_type, bytes: foundBagPhotos.bytes })
    .from(foundBagPhotos)
    .where(eq(foundBagPhotos.found_bag_id, id));
  if (!photo) throw fail('NOT_FOUND', 'photoNotFound', { id });
  return photo;
}

/** Removes the photo; a bag without one stays without one. */
export async function deletePhoto({ db }: Call, id: number) {
  await existingBag(db, id);
  await db.delete(foundBagPhotos).where(eq(foundBagPhotos.found_bag_id, id));
}
