import * as v from 'valibot';
import { text } from './common';

export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

export const PASSWORD_MIN = 8; // CONTRACT §2

// `email` also accepts the username (CONTRACT §2).
export const LoginSchema = v.object({
  email: text(254),
  password: v.pipe(v.string('errors.required'), v.nonEmpty('errors.required'), v.maxLength(1024, 'errors.tooLong')),
});

export const PasswordSchema = v.pipe(
  v.string('errors.required'),
  v.minLength(PASSWORD_MIN, 'errors.passwordTooShort'),
  v.maxLength(1024, 'errors.tooLong'),
);

export const ChangePasswordSchema = v.pipe(
  v.object({
    current_password: v.pipe(v.string('errors.required'), v.nonEmpty('errors.required'), v.maxLength(1024, 'errors.tooLong')),
    new_password: PasswordSchema,
    new_password_confirmation: v.pipe(v.string('errors.required'), v.nonEmpty('errors.required')),
  }),
  v.forward(
    v.partialCheck(
      [['new_password'], ['new_password_confirmation']],
      (i) => i.new_password === i.new_password_confirmation,
      'errors.passwordMismatch',
    ),
    ['new_password_confirmation'],
  ),
);
export type ChangePassword = v.InferInput<typeof ChangePasswordSchema>;

export const LangSchema = v.object({ lang: v.picklist(LANGS, 'errors.invalidLang') });

export const CreateTokenSchema = v.object({ name: text(100) });
