import { type Browser, expect, type Page, test } from '@playwright/test';

// The demo admin's Acme account (seeded): its Front desk number has SMS on. The other parties are Oregon (503)
// numbers, which no other journey uses.
const ACME_ADMIN = 'admin@numberyard.test';
const FRONT_DESK = '+12012346001';
const FRONT_DESK_PARAM = '12012346001';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login?post_login_url=/account/messages');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Numberyard1');
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/account/messages');
  return page;
}

/** Opens the messages screen and waits until its live stream (/api/events) is open. */
async function openMessages(page: Page, path: string) {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(path);
  await stream;
  await expect(page.getByRole('combobox', { name: 'Number' })).toHaveValue(FRONT_DESK);
}

/** A text arriving from the carrier (the simulator's development endpoint); answers what became of it. */
async function inbound(page: Page, from: string, text: string): Promise<string> {
  const response = await page.request.post('/api/dev/messaging/inbound', {
    data: { to: FRONT_DESK, from, text },
    // Like every POST, checked to come from the site itself.
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).outcome;
}

test.describe('messages', () => {
  test('a text sent in one session of the account arrives live in another session of it', async ({
    browser,
  }) => {
    const reader = await signedIn(browser, ACME_ADMIN);
    const writer = await signedIn(browser, ACME_ADMIN);
    await openMessages(reader, `/account/messages?tn=${FRONT_DESK_PARAM}`);
    const text = `Table for two at 7? ${Date.now()}`;

    await writer.getByRole('button', { name: 'Send New Message' }).click();
    const dialog = writer.getByRole('dialog', { name: 'Send New Message' });
    await dialog.getByRole('combobox', { name: 'From' }).selectOption(FRONT_DESK);
    await dialog.getByRole('combobox', { name: 'To' }).fill('(503) 234-0150');
    await dialog.getByRole('combobox', { name: 'To' }).press('Enter');
    await expect(dialog.getByRole('list', { name: 'Recipients' })).toContainText('(503) 234-0150');
    await dialog.getByRole('textbox', { name: 'Message' }).fill(text);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(writer).toHaveURL(/messageThreadId=\d+/);
    await expect(writer.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();

    // The other session did nothing: the new thread arrives on top and, none being open, opens.
    const conversation = reader.getByRole('region', { name: 'Conversation with (503) 234-0150' });
    await expect(conversation.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();
    await expect(reader).toHaveURL(/messageThreadId=\d+/);
    await expect(reader.getByRole('list', { name: 'Conversations' }).getByRole('link').first()).toContainText(
      text,
    );
  });

  test("a blocked contact's next text is not shown", async ({ browser }) => {
    const page = await signedIn(browser, ACME_ADMIN);
    await openMessages(page, `/account/messages?tn=${FRONT_DESK_PARAM}`);

    expect(await inbound(page, '+15032340160', 'Hi, is the shop open?')).toBe('stored');
    const conversation = page.getByRole('region', { name: 'Conversation with (503) 234-0160' });
    await expect(conversation.getByText('Hi, is the shop open?')).toBeVisible();

    await conversation.getByRole('button', { name: 'Block' }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirm Block' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(conversation.getByRole('button', { name: 'Unblock' })).toBeVisible();

    expect(await inbound(page, '+15032340160', 'Buy cheap watches now')).toBe('blocked');
    // Another sender's text arriving after it shows that the page has heard everything sent before.
    expect(await inbound(page, '+15032340161', 'Pick-up at noon, thanks')).toBe('stored');
    const list = page.getByRole('list', { name: 'Conversations' });
    await expect(list.getByRole('link').first()).toContainText('Pick-up at noon, thanks');
    await expect(page.getByText('Buy cheap watches now')).toHaveCount(0);
    await page.reload();
    await expect(conversation.getByText('Hi, is the shop open?')).toBeVisible();
    await expect(page.getByText('Buy cheap watches now')).toHaveCount(0);
  });

  test('on a phone the list and the thread take turns, and the keyboard opens a conversation', async ({
    browser,
  }) => {
    const page = await signedIn(browser, ACME_ADMIN);
    await page.setViewportSize({ width: 375, height: 740 });
    await openMessages(page, `/account/messages?tn=${FRONT_DESK_PARAM}`);
    const list = page.getByRole('list', { name: 'Conversations' });
    const first = list.getByRole('link').first();
    await expect(first).toBeVisible();

    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/messageThreadId=\d+/);
    await expect(page.getByRole('region', { name: /^Conversation with/ })).toBeVisible();
    await expect(list).toBeHidden();

    await page.getByRole('link', { name: '← Conversations' }).click();
    await expect(list).toBeVisible();
    await expect(page.getByRole('region', { name: /^Conversation with/ })).toHaveCount(0);
    const box = (await list.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  });
});
