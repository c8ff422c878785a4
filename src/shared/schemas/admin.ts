import * as v from 'valibot';
import { ROLES } from '../roles';
import { LANGS, PasswordSchema, UserSchema } from './auth';
import { IdParamSchema, IdSchema, IntSchema, pageOf, text } from './common';
import { msg } from '../messages';
import { ianaTimeZone } from '../time';

const EmailSchema = v.pipe(
  v.string(msg('required')),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty(msg('required')),
  v.maxLength(254, msg('tooLong')),
  v.email(msg('invalidEmail')),
);
// Usernames are typed on kiosks: letters, digits, dot, dash, underscore.
const UsernameSchema = v.pipe(
  v.string(msg('required')),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty(msg('required')),
  v.maxLength(64, msg('tooLong')),
  v.regex(/^[a-z0-9._-]+$/, msg('invalidUsername')),
);

const userFields = {
  name: text(120),
  email: EmailSchema,
  username: UsernameSchema,
  role: v.picklist(ROLES, msg('invalidRole')),
  service_id: IdSchema,
  airport_id: v.nullish(IdSchema),
  lang: v.optional(v.picklist(LANGS, msg('invalidLang'))),
  /** The user must replace the password at their next sign-in (one the administrator gave them); left out: unchanged. */
  must_change_password: v.optional(
    v.pipe(
      v.boolean(msg('invalidBoolean')),
      v.description(
        'True: until the user has changed their password, their sessions may do nothing else. Left out: as it was (false for a new user).',
      ),
    ),
  ),
};

export const CreateUserSchema = v.object({ ...userFields, password: PasswordSchema });
export type CreateUser = v.InferInput<typeof CreateUserSchema>;

// `id` comes from the path of PUT /api/users/:id, so as text there and as a number over tRPC.
export const UpdateUserSchema = v.object({
  id: IdParamSchema,
  ...userFields,
  password: v.optional(v.union([v.literal(''), PasswordSchema], msg('passwordTooShort'))),
});
export type UpdateUser = v.InferInput<typeof UpdateUserSchema>;

export const AirportCodeSchema = v.pipe(
  v.string(msg('required')),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z]{3}$/, msg('invalidAirportCode')),
);

/** An IANA zone ("Africa/Lubumbashi"), kept under its canonical name ("US/Eastern" is America/New_York). */
export const TimeZoneSchema = v.pipe(
  v.string(msg('invalidTimeZone')),
  v.trim(),
  v.check((tz) => ianaTimeZone(tz) !== null, msg('invalidTimeZone')),
  v.transform((tz) => ianaTimeZone(tz)!),
  v.examples(['Africa/Lubumbashi']),
);

const airportFields = {
  name: text(120),
  uld_owner_code: v.nullish(
    v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{2,3}$/, msg('invalidOwnerCode'))),
  ),
  /** Left out or null: the zone of this Tarmac's airport (`APP_TIMEZONE`). */
  timezone: v.nullish(TimeZoneSchema),
};

export const CreateAirportSchema = v.object({ code: AirportCodeSchema, ...airportFields });

// `id` comes from the path of PUT /api/airports/:id. The code names the airport on every bag and flight: it stays.
export const UpdateAirportSchema = v.object({
  id: IdParamSchema,
  ...airportFields,
  code: v.optional(AirportCodeSchema),
});

export const CreateZoneSchema = v.object({ name: text(120), airport_id: IdSchema });

export const ZonesQuerySchema = v.object({
  airport_id: v.optional(IdParamSchema),
});

// ---- answers ----

/** `timezone`: the airport's zone, its own or, when none was set, this Tarmac's (`timezone_set` false). */
export const AirportSchema = v.object({
  id: IntSchema,
  code: v.pipe(v.string(), v.examples(['FIH'])),
  name: v.pipe(v.string(), v.examples(["N'djili International"])),
  uld_owner_code: v.nullable(v.pipe(v.string(), v.examples(['8Z']))),
  timezone: v.pipe(v.string(), v.examples(['Africa/Kinshasa'])),
  timezone_set: v.boolean(),
});
export const ZoneSchema = v.object({
  id: IntSchema,
  name: v.pipe(v.string(), v.examples(['Sorting hall B'])),
  airport_id: IntSchema,
  airport: v.object({ code: v.string() }),
});
export const UserPageSchema = pageOf(UserSchema);
