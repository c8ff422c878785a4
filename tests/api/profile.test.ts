import { describe, expect, it } from 'vitest';
import { LL } from '../../src/server/platform/i18n';
import { api, request, useTestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { createToken, createUser, login, sessionCookieOf, signedIn } from '../helpers/factories';
import { expectError, expectJson } from '../helpers/expect';

const changePassword = (current: string, next: string, confirmation = next) => ({
  current_password: current,
  new_password: next,
  new_password_confirmation: confirmation,
});

describe.each(databases())('Profile on %s', (kind) => {
  const t = useTestApp(kind);

  describe('POST /api/profile/password', () => {
    it('refuses a wrong current password with 422 on current_password, and the password stays', async () => {
      const { user, auth } = await signedIn(t);
      const body = expectError(
        await api(t, auth).post('/api/profile/password', changePassword('wrong-password', 'brand-new-pass')),
        422,
        ['current_password'],
      );
      expect(body.errors.current_password).toEqual(['Le mot de passe actuel est incorrect.']);
      await login(t, user.email, user.password);
    });

    it('refuses a confirmation that differs with 422 on new_password_confirmation', async () => {
      const { user, auth } = await signedIn(t);
      const body = expectError(
        await api(t, auth).post(
          '/api/profile/password',
          changePassword(user.password, 'brand-new-pass', 'brand-new-pasS'),
        ),
        422,
        ['new_password_confirmation'],
      );
      expect(body.errors.new_password_confirmation).toEqual(['Le nouveau mot de passe et sa confirmation diffèrent.']);
    });

    it('refuses a new password shorter than 8 characters with 422 on new_password', async () => {
      const { user, auth } = await signedIn(t);
      const body = expectError(
        await api(t, auth).post('/api/profile/password', changePassword(user.password, 'short7!')),
        422,
        ['new_password'],
      );
      expect(body.errors.new_password).toEqual(['Le mot de passe doit comporter au moins 8 caractères.']);
    });

    it('names every missing field', async () => {
      const { auth } = await signedIn(t);
      expectError(await api(t, auth).post('/api/profile/password', {}), 422, [
        'current_password',
        'new_password',
        'new_password_confirmation',
      ]);
    });

    it('changes the password: 200 with a message, the old password no longer signs in and the new one does', async () => {
      const { user, auth } = await signedIn(t);
      const res = await api(t, auth).post('/api/profile/password', changePassword(user.password, 'brand-new-pass'));
      expect(expectJson(res, 200)).toEqual({ message: LL('fr').profile.passwordUpdated() });
      expectError(await request(t, 'POST', '/login', { body: { email: user.email, password: user.password } }), 422);
      await login(t, user.email, 'brand-new-pass');
    });

    it('signs out the other sessions and hands this one a fresh cookie', async () => {
      const { user, auth } = await signedIn(t);
      const otherDevice = { cookie: await login(t, user.email, user.password) };
      const res = await api(t, auth).post('/api/profile/password', changePassword(user.password, 'brand-new-pass'));
      expect(res.statusCode, res.body).toBe(200);
      const fresh = { cookie: sessionCookieOf(res) };
      expect(fresh.cookie).not.toBe(auth.cookie);
      expect(expectJson(await api(t, fresh).get('/api/user'), 200).id).toBe(user.id);
      expectError(await api(t, otherDevice).get('/api/user'), 401);
      expectError(await api(t, auth).get('/api/user'), 401);
    });

    it('works with a Bearer token, which keeps working afterwards', async () => {
      const { user, auth } = await signedIn(t);
      const { token } = await createToken(t, auth);
      expectJson(
        await api(t, { token }).post('/api/profile/password', changePassword(user.password, 'brand-new-pass')),
        200,
      );
      expectJson(await api(t, { token }).get('/api/user'), 200);
      await login(t, user.email, 'brand-new-pass');
    });

    it('answers 401 without authentication', async () => {
      expectError(await api(t).post('/api/profile/password', changePassword('a-password', 'b-password')), 401);
    });
  });

  describe('PATCH /api/profile/lang', () => {
    it('stores the language: 200 {lang}, then GET /api/user shows it', async () => {
      const { auth } = await signedIn(t);
      const before = expectJson(await api(t, auth).get('/api/user'), 200);
      expect(before.lang).toBe('fr');
      expect(expectJson(await api(t, auth).patch('/api/profile/lang', { lang: 'en' }), 200)).toEqual({ lang: 'en' });
      const after = expectJson(await api(t, auth).get('/api/user'), 200);
      expect(after.lang).toBe('en');
      expect(new Date(after.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(before.updated_at).getTime());
      expect(expectJson(await api(t, auth).patch('/api/profile/lang', { lang: 'fr' }), 200)).toEqual({ lang: 'fr' });
      expect(expectJson(await api(t, auth).get('/api/user'), 200).lang).toBe('fr');
    });

    it.each([['de'], ['EN'], [''], [null], [1]])('refuses the language %j with 422 on lang', async (lang) => {
      const { auth } = await signedIn(t);
      expectError(await api(t, auth).patch('/api/profile/lang', { lang }), 422, ['lang']);
      expect(expectJson(await api(t, auth).get('/api/user'), 200).lang).toBe('fr');
    });
  });

  describe('Language of server messages: the account’s, else Accept-Language', () => {
    it('writes messages in French by default and in English once the user chose English', async () => {
      const { user, auth } = await signedIn(t);
      const french = expectError(await api(t, auth).patch('/api/profile/lang', { lang: 'de' }), 422, ['lang']);
      expect(french).toEqual({
        message: 'Certains champs ne sont pas valides.',
        errors: { lang: ['Choisissez en ou fr.'] },
      });

      expectJson(await api(t, auth).patch('/api/profile/lang', { lang: 'en' }), 200);
      const english = expectError(await api(t, auth).patch('/api/profile/lang', { lang: 'de' }), 422, ['lang']);
      expect(english).toEqual({ message: 'Some fields are not valid.', errors: { lang: ['Choose en or fr.'] } });
      expect(expectError(await api(t, auth).delete('/api/tokens/424242'), 404).message).toBe(
        'There is no token 424242.',
      );
      // success texts live in the shared dictionary, which the client edits too: compare with it
      expect(LL('en').profile.passwordUpdated()).not.toBe(LL('fr').profile.passwordUpdated());
      const done = await api(t, auth).post('/api/profile/password', changePassword(user.password, 'brand-new-pass'));
      expect(expectJson(done, 200)).toEqual({ message: LL('en').profile.passwordUpdated() });
    });

    it('prefers the stored language over the browser’s Accept-Language', async () => {
      const { auth } = await signedIn(t, { lang: 'fr' });
      const res = await api(t, auth).patch(
        '/api/profile/lang',
        { lang: 'xx' },
        { headers: { 'accept-language': 'en-GB,en;q=0.9' } },
      );
      expect(expectError(res, 422).message).toBe('Certains champs ne sont pas valides.');
    });

    it('follows Accept-Language for an anonymous caller', async () => {
      const res = await api(t).get('/api/user', undefined, { headers: { 'accept-language': 'en-US,en;q=0.8' } });
      expect(expectError(res, 401).message).toBe('You are not signed in.');
    });

    it('answers a failed sign-in in the request’s language, since nobody is signed in yet', async () => {
      const user = await createUser(t, { lang: 'en' });
      const res = await request(t, 'POST', '/login', { body: { email: user.email, password: 'wrong-password' } });
      expect(expectError(res, 422).message).toBe('Ces identifiants ne correspondent à aucun compte.');
    });
  });
});
