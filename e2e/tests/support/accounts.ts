import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

export const PASSWORD = 'sokoni-e2e-2026';

/** An address nobody else uses in this run: the project name and a random part keep phone and desktop apart. */
export function uniqueEmail(testInfo: TestInfo, tag: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `e2e-${tag}-${testInfo.project.name}-${Date.now().toString(36)}${random}@example.cd`;
}

/** Creates an account through the api (for flows that are not about registering). */
export async function registerThroughApi(request: APIRequestContext, email: string, password = PASSWORD) {
  const response = await request.post('/api/register', {
    headers: { 'Accept-Language': 'fr' },
    data: {
      name: 'Test Kinshasa',
      email,
      password,
      password_confirmation: password,
      date_of_birth: '1990-04-12',
      preferred_language: 'fr',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

interface MailSummary {
  id: number;
  to: string;
  subject: string;
}

/** Waits for a mail to `to` whose subject matches, in the dev mailbox, and returns its first link to `pathPart`. */
export async function linkFromMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  pathPart: string,
): Promise<string> {
  let mail: MailSummary | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mailbox');
        const body = (await response.json()) as { data: MailSummary[] };
        mail = body.data.find((item) => item.to === to && subject.test(item.subject));
        return Boolean(mail);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  const response = await request.get(`/api/dev/mailbox/${mail!.id}`);
  const { links } = (await response.json()) as { links: string[] };
  const link = links.find((candidate) => candidate.includes(pathPart));
  expect(link, `a ${pathPart} link in ${JSON.stringify(links)}`).toBeTruthy();
  return link!;
}

/** Fills the login form already on screen and submits it. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: /^Adresse email/ }).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The token the site keeps for the signed-in user, or null when signed out. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}
