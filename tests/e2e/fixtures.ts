import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'tarmac-demo';

/** Signs in through the login page, as a person does, and waits for the shell. */
export async function login(page: Page, login: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel(/E-mail ou identifiant|Email or username/).fill(login);
  await page.getByLabel(/^(Mot de passe|Password)/).fill(password);
  await page.getByRole('button', { name: /^(Se connecter|Sign in)$/ }).click();
  await expect(page.getByTestId('sidebar-header')).toBeVisible();
}

/** Every request the page makes stays on this machine (kiosks may have no internet). */
export function assertLocalOnly(page: Page) {
  const foreign: string[] = [];
  page.on('request', (r) => {
    const host = new URL(r.url()).hostname;
    if (host !== '127.0.0.1' && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  return () => expect(foreign).toEqual([]);
}
