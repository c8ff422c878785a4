import { describe, expect, it } from 'vitest';
import { freshIp, request, useTestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { createUser, withCheapHash } from '../helpers/factories';

describe.each(databases())('account lockout on %s', (kind) => {
  const t = useTestApp(kind);

  it('counts failures per account whether the e-mail or the username is typed', async () => {
    const user = await withCheapHash(t, await createUser(t));
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const login = i % 2 ? user.username : user.email.toUpperCase();
      const res = await request(t, 'POST', '/login', { ip, body: { email: login, password: `wrong-${i}` } });
      expect(res.statusCode).toBe(422);
    }
    const locked = await request(t, 'POST', '/login', { ip, body: { email: user.username, password: user.password } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Réessayez dans \d+ secondes/);
  });
});
