import * as v from 'valibot';
import { ROLES } from '../roles';
import { IntSchema, TimestampSchema, text } from './common';
import { msg } from '../messages';

export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

export const PASSWORD_MIN = 8; // the shortest password accepted

// `email` also accepts the username: kiosk staff sign in with the shorter one.
export const LoginSchema = v.object({
  email: text(254),
  password: v.pipe(v.string(msg('required')), v.nonEmpty(msg('required')), v.maxLength(1024, msg('tooLong'))),
});

export const PasswordSchema = v.pipe(
  v.string(msg('required')),
  v.minLength(PASSWORD_MIN, msg('passwordTooShort')),
  v.maxLength(1024, msg('tooLong')),
);

export const ChangePasswordSchema = v.pipe(
  v.object({
    current_password: v.pipe(v.string(msg('required')), v.nonEmpty(msg('required')), v.maxLength(1024, msg('tooLong'))),
    new_password: PasswordSchema,
    new_password_confirmation: v.pipe(v.string(msg('required')), v.nonEmpty(msg('required'))),
  }),
  v.forward(
    v.partialCheck(
      [['new_password'], ['new_password_confirmation']],
      (i) => i.new_password === i.new_password_confirmation,
      msg('passwordMismatch'),
    ),
    ['new_password_confirmation'],
  ),
  // a change to the same password changes nothing, and would clear must_change_password of one someone else knows
  v.forward(
    v.partialCheck(
      [['current_password'], ['new_password']],
      (i) => i.current_password !== i.new_password,
      msg('passwordUnchanged'),
    ),
    ['new_password'],
  ),
);
export type ChangePassword = v.InferInput<typeof ChangePasswordSchema>;

export const LangSchema = v.object({ lang: v.picklist(LANGS, msg('invalidLang')) });

/** Ten years: beyond that a token is as good as never expiring, which is said by leaving the field out. */
export const TOKEN_MAX_DAYS = 3650;

// A number of days rather than a date: always in the future, and no question of which time zone a date means.
// The answers give the resulting instant as `expires_at`.
export const CreateTokenSchema = v.object({
  name: text(100),
  expires_in_days: v.nullish(
    v.pipe(
      v.number(msg('invalidTokenExpiry')),
      v.integer(msg('invalidTokenExpiry')),
      v.minValue(1, msg('invalidTokenExpiry')),
      v.maxValue(TOKEN_MAX_DAYS, msg('invalidTokenExpiry')),
      v.description(
        `Days the token works from now (1 to ${TOKEN_MAX_DAYS}); left out or null, it works until deleted.`,
      ),
      v.examples([90]),
    ),
  ),
});
export type CreateToken = v.InferInput<typeof CreateTokenSchema>;

// ---- answers ----

export const ServiceSchema = v.object({
  id: IntSchema,
  name: v.pipe(v.string(), v.examples(['Bagagiste'])),
  slug: v.pipe(v.string(), v.examples(['bagagiste'])),
});

/** The signed-in user: service and airport as objects, never the password. */
export const UserSchema = v.object({
  id: IntSchema,
  name: v.pipe(v.string(), v.examples(['Amina Diallo'])),
  email: v.pipe(v.string(), v.email(), v.examples(['amina.diallo@example.com'])),
  username: v.pipe(v.string(), v.examples(['amina.diallo'])),
  role: v.picklist(ROLES),
  lang: v.picklist(LANGS),
  avatar_url: v.nullable(v.string()),
  email_verified_at: v.nullable(TimestampSchema),
  updated_at: TimestampSchema,
  disabled_at: v.pipe(
    v.nullable(TimestampSchema),
    v.description('When an administrator disabled the account; null while it is active.'),
  ),
  must_change_password: v.pipe(
    v.boolean(),
    v.description(
      'True while the password is one someone else chose: generated at the first start, or set by an administrator who asked for a change. ' +
        'A session of this user may then only read the current user, sign out and change the password (`POST /api/profile/password`, which sets it back to false); every other call answers 403.',
    ),
  ),
  service: ServiceSchema,
  airport: v.nullable(
    v.object({
      id: IntSchema,
      name: v.pipe(v.string(), v.examples(["N'djili International"])),
      code: v.pipe(v.string(), v.examples(['FIH'])),
    }),
  ),
});

/** GET /api/user and /api/profile: the user and the airport's time zone the screens show times in. */
export const MeSchema = v.object({
  ...UserSchema.entries,
  timezone: v.pipe(v.string(), v.examples(['Africa/Kinshasa'])),
});
export const LoginResultSchema = v.object({ user: UserSchema });
export const LangResultSchema = v.object({ lang: v.picklist(LANGS) });

export const TokenSchema = v.object({
  id: IntSchema,
  name: v.pipe(v.string(), v.examples(['Baggage hall sorter'])),
  created_at: TimestampSchema,
  last_used_at: v.pipe(
    v.nullable(TimestampSchema),
    v.description('Null until first used; written at most once a minute.'),
  ),
  expires_at: v.pipe(
    v.nullable(TimestampSchema),
    v.description('From then on the token is refused (401); null: it works until deleted.'),
  ),
});
/** The secret is in this answer only: it is stored hashed. */
export const NewTokenSchema = v.object({
  id: IntSchema,
  name: v.string(),
  created_at: TimestampSchema,
  expires_at: v.nullable(TimestampSchema),
  token: v.pipe(v.string(), v.examples(['tmk_3qJ9xK2mV7…'])),
});
