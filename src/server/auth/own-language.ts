import { eq } from 'drizzle-orm';
import { requirePerson, type Call } from '../platform/call';
import { users } from './tables';
import { credentialsChanged } from './credential-events';

/** The caller's own language: every process's cached copy of the account is dropped so the next answer speaks it. */
export async function setLang(call: Call, lang: 'en' | 'fr') {
  const { db } = call;
  const { id } = requirePerson(call);
  await db.update(users).set({ lang }).where(eq(users.id, id));
  await credentialsChanged(db, id);
}
