import { expect, test } from '@playwright/test';

test.describe('contact an agent', () => {
  test('asks an agent about a number above the buy-now limit, and sales gets the lead by mail', async ({
    page,
  }) => {
    // The dearest numbers first: the top of the list is at or above the buy-now limit.
    await page.goto('/search?type=local&state=CA&moreResults=true&sort=price-');
    const listing = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Contact Agent' }) });
    const number = (await listing.first().getByRole('heading').textContent())!.trim();
    await listing.first().getByRole('link', { name: 'Contact Agent' }).click();

    const dialog = page.getByRole('dialog', { name: 'Request to License or Purchase' });
    await expect(dialog).toContainText(number);
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();

    await dialog.getByLabel('Name').focus();
    for (let field = 0; field < 4; field++) await page.keyboard.press('Tab');
    for (const message of [
      'Name is required.',
      'Email is required.',
      'Contact Phone is required.',
      'Comments are required.',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await dialog.getByLabel('Email').fill('jo@example');
    await dialog.getByLabel('Contact Phone').fill('12345');
    await expect(dialog.getByText('Please enter a valid email.')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid phone number.')).toBeVisible();
    await expect(submit).toBeDisabled();

    await dialog.getByLabel('Name').fill('Jo Buyer');
    await dialog.getByLabel('Email').fill('jo.buyer@example.com');
    await dialog.getByLabel('Contact Phone').fill('(201) 234-5678');
    await dialog
      .getByLabel('Comments')
      .fill('We would like this number for our shop. Is the price negotiable?');
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(dialog).toContainText('We are connecting you to an agent. This may take up to a minute.');
    const mails = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent('sales@numberyard.test')}`);
    const [mail] = (await mails.json()).data;
    expect(mail.subject).toBe(`Request to purchase ${number}`);
    expect(mail.text).toContain('Email: jo.buyer@example.com');
    expect(mail.text).toContain('Is the price negotiable?');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/contactAgent/);
  });
});
