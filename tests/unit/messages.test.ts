import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import enServer from '../../locales/en/serverErrors';
import frServer from '../../locales/fr/serverErrors';
import { keyOfMessage, msg } from '../../src/shared/messages';
import { CreatePassengerSchema } from '../../src/shared/schemas/flights';

// A schema's message is a dictionary key given through msg(), whose type is the dictionary's keys: a key that
// exists in neither language fails the typecheck instead of reaching a person as "This value is not valid".
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

describe('Schema messages', () => {
  it('name a key of the dictionary, and a key it does not have fails the typecheck', () => {
    expect(msg('invalidFlag')).toBe('errors.invalidFlag');
    // @ts-expect-error: 'invalidFlg' is in neither language (npm run typecheck fails without this line's directive)
    expect(msg('invalidFlg')).toBe('errors.invalidFlg');
  });

  it('read back as the key they name, and valibot’s own English as none', () => {
    expect(keyOfMessage(msg('invalidSeat'))).toBe('invalidSeat');
    expect(keyOfMessage('Invalid type: Expected string but received 1')).toBeNull();
  });

  it('are translated in both languages, as a refused field shows them', () => {
    const result = v.safeParse(CreatePassengerSchema, {
      name: 'MUKENDI/JEAN',
      pnr: 'X7K2QP',
      seat: 'A12',
      flight_id: 1,
    });
    expect(result.success).toBe(false);
    const key = keyOfMessage(result.issues![0].message) as keyof typeof enServer;
    expect(enServer[key]).toBe('A seat is a row number and a letter, e.g. 12A.');
    expect(frServer[key]).toBe('Un siège est un numéro de rang suivi d’une lettre, par ex. 12A.');
  });

  it('are never written as text in the shared code, where a wrong key would pass unseen', () => {
    const written = sources('src/shared').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['"`]errors\.\w+['"`]/g)].map((m) => `${file}: ${m[0]}`),
    );
    expect(written).toEqual([]);
  });
});
