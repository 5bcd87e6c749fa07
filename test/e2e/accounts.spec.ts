import { expect, type Page, test } from '@playwright/test';

/** The newest mail to an address, from the development outbox every mail goes through. */
async function newestMailTo(page: Page, to: string, after = 0): Promise<{ id: number; text: string }> {
  let mail: { id: number; text: string } | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      mail = (await response.json()).data[0];
      return mail && mail.id > after ? mail.id : 0;
    })
    .toBeGreaterThan(after);
  return mail!;
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

async function fillLogin(page: Page, email: string, password = 'Numberyard1') {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test.describe('accounts and identity', () => {
  test('turns on email MFA, then signs in with the code from the outbox, and logs out', async ({ page }) => {
    const email = 'broker@numberyard.test';
    await page.goto('/login');
    await fillLogin(page, email);
    await expect(page).toHaveURL(/\/account\//);
    await page.goto('/account/profile');

    const before = (await (await page.request.get(`/api/dev/outbox?to=${email}`)).json()).data[0]?.id ?? 0;
    await page.getByRole('button', { name: 'Add email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an email for codes' });
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    const enrolment = await newestMailTo(page, email, before);
    await page.getByLabel('Verification code').fill(codeIn(enrolment.text));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(/is on\./)).toBeVisible();

    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await fillLogin(page, email);
    await expect(page.getByRole('heading', { name: 'Enter your verification code' })).toBeVisible();
    const signIn = await newestMailTo(page, email, enrolment.id);
    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('The verification code is not correct.')).toBeVisible();
    await page.getByLabel('Verification code').fill(codeIn(signIn.text));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/account\//);

    // Removing the method puts the sign-in back as it was (the broker journey signs this login in later).
    await page.goto('/account/profile');
    await page.getByRole('button', { name: /^Remove Email/ }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirm Remove' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(page.getByRole('button', { name: /^Remove Email/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('link', { name: /log in/i })).toBeVisible();
    await fillLogin(page, email);
    await expect(page).toHaveURL(/\/account\//);
  });

  test('switches to another account of the same user, reloading on the other brand', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, 'staff@numberyard.test');
    await expect(page).toHaveURL(/\/account\//);
    await expect(page).toHaveTitle('Numberyard');
    await page.getByRole('button', { name: 'Switch Account' }).click();
    await page
      .getByRole('list', { name: 'Switch Account' })
      .getByRole('button', { name: 'Bakery (support)' })
      .click();
    await expect(page).toHaveTitle('Numberyard Business');
    const profile = await (await page.request.get('/api/profile')).json();
    expect(profile.accountInfo.company).toBe('Bea’s Bakery LLC');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('link', { name: /log in/i })).toBeVisible();
  });

  test('lists this browser among the signed-in devices and signs another one out', async ({
    page,
    browser,
  }) => {
    const email = 'user@numberyard.test';
    const other = await browser.newPage();
    await other.goto('/login');
    await fillLogin(other, email);
    await expect(other).toHaveURL(/\/account\//);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/login');
    await fillLogin(page, email);
    await expect(page).toHaveURL(/\/account\//);
    await page.goto('/account/profile');
    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(devices.getByText('This device')).toBeVisible();
    const others = devices.getByRole('button', { name: /^Sign out (?!this device)/ });
    const before = await others.count();
    expect(before).toBeGreaterThan(0);
    await others.first().focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('alertdialog', { name: 'Confirm Sign out' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(page.getByText(/was signed out\./)).toBeVisible();
    await expect(others).toHaveCount(before - 1);
    await other.close();
  });

  test('invites a new person, who joins only by choosing a password from the mailed link', async ({
    page,
  }) => {
    const invitee = 'e2e.hire@example.com';
    await page.goto('/login');
    await fillLogin(page, 'admin@business.numberyard.test');
    await expect(page).toHaveURL(/\/account\//);
    await page.goto('/account/users');
    await page.getByLabel('Email').fill(invitee);
    await page.getByLabel('First name').fill('Eve');
    await page.getByLabel('Last name').fill('Hire');
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByText(`An invitation was sent to ${invitee}.`, { exact: false })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Invitations' }).getByText(invitee)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Users' }).getByText(invitee)).toHaveCount(0);
    await page.getByRole('button', { name: 'Log Out' }).click();

    const mail = await newestMailTo(page, invitee);
    await page.goto(/https?:\/\/[^/\s]+(\/invitation\/[\w-]+)/.exec(mail.text)![1]!);
    await page.getByLabel('Password', { exact: true }).fill('Eve-Hire-Pass9');
    await page.getByLabel('Confirm password').fill('Eve-Hire-Pass9');
    await page.getByRole('button', { name: 'Accept and Create Login' }).click();
    await expect(page.getByText(/Your login was created/)).toBeVisible();
    await page.getByRole('link', { name: `Log in as ${invitee}` }).click();
    await fillLogin(page, invitee, 'Eve-Hire-Pass9');
    await expect(page).toHaveURL(/\/account\//);
  });

  test('recovers a forgotten password end to end', async ({ page }) => {
    const email = 'admin@business.numberyard.test';
    await page.goto('/login');
    await page.getByRole('link', { name: /forgot password/i }).click();
    await expect(page).toHaveURL(/\/recover$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    const mail = await newestMailTo(page, email);
    const link = /https?:\/\/[^/\s]+(\/recover\/[\w-]+)/.exec(mail.text)![1]!;
    await page.goto(link);
    await page.getByLabel('Username (your email)').fill(email);
    await page.getByLabel('New password').fill('Bakery-Fresh42');
    await page.getByLabel('Confirm password').fill('Bakery-Fresh41');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText("Password and Confirm password don't match.")).toBeVisible();
    await page.getByLabel('Confirm password').fill('Bakery-Fresh42');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'This link is no longer valid' })).toBeVisible();
    await page.goto('/login');
    await fillLogin(page, email, 'Bakery-Fresh42');
    await expect(page).toHaveURL(/\/account\//);
  });
});
