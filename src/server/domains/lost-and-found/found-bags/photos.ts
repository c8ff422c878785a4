import { eq } from 'drizzle-orm';
import { authorOf, type Call } from '../../../platform/call';
import type { Db } from '../../../platform/db/client';
import { foundBagPhotos, foundBags } from '../../schema';
import { fail, invalidField } from '../../../platform/errors';
import { PHOTO_MAX_BYTES, photoType } from '../../../../shared/photos';
import { audit, changesOf } from '../../audit';
import { getFoundBag } from './service';

// A found bag's photo: kept in the database with the bag, so a backup holds both. Its type is read
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
  await db.transaction(async (tx) => {
    const before = await photoOf(tx, id);
    await tx
      .insert(foundBagPhotos)
      .values({ found_bag_id: id, ...row })
      .onConflictDoUpdate({ target: foundBagPhotos.found_bag_id, set: row });
    // the trail names the photo by its type, size and time, never its bytes
    const after = { content_type: row.content_type, size: row.size, uploaded_at: row.uploaded_at };
    await audit(tx, call, {
      entity: 'found_bag_photo',
      entity_id: id,
      action: before ? 'update' : 'create',
      changes: changesOf(before, after),
    });
  });
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

/** Removes the photo; a bag without one stays without one (and no audit row, as nothing changed). */
export async function deletePhoto(call: Call, id: number) {
  await existingBag(call.db, id);
  await call.db.transaction(async (tx) => {
    const before = await photoOf(tx, id);
    if (!before) return;
    await tx.delete(foundBagPhotos).where(eq(foundBagPhotos.found_bag_id, id));
    await audit(tx, call, {
      entity: 'found_bag_photo',
      entity_id: id,
      action: 'delete',
      changes: changesOf(before, null),
    });
  });
}

/** What the trail says of a bag's photo (the photo is named by its found bag's id), or null without one. */
async function photoOf(db: Pick<Db, 'select'>, id: number) {
  const [photo] = await db
    .select({
      content_type: foundBagPhotos.content_type,
      size: foundBagPhotos.size,
      uploaded_at: foundBagPhotos.uploaded_at,
    })
    .from(foundBagPhotos)
    .where(eq(foundBagPhotos.found_bag_id, id))
    .for('update');
  return photo ?? null;
}
