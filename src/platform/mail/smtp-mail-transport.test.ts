import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SmtpMailTransport } from './smtp-mail-transport.ts';
import { FakeSmtpServer } from './testing/fake-smtp-server.ts';

const smtp = new FakeSmtpServer();
let url = '';
beforeAll(async () => {
  url = await smtp.start();
});
afterAll(() => smtp.stop());
beforeEach(() => {
  smtp.received.length = 0;
  smtp.rejectRecipientsWith = null;
});

const mail = {
  from: 'Numberyard <no-reply@numberyard.localhost>',
  to: 'ada@example.com',
  subject: 'Your sign-in code',
  text: 'Your code is 123456.\n.\nThat line was a lone dot.',
};

describe('SmtpMailTransport', () => {
  it('hands the mail to the SMTP server with the envelope, headers and text', async () => {
    await new SmtpMailTransport(url).deliver(mail);
    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received).toMatchObject({ from: 'no-reply@numberyard.localhost', to: ['ada@example.com'] });
    expect(received!.data).toContain('Subject: Your sign-in code');
    expect(received!.data).toContain('To: ada@example.com');
    expect(received!.data).toContain('From: Numberyard <no-reply@numberyard.localhost>');
    expect(received!.data).toContain('Your code is 123456.\r\n.\r\nThat line was a lone dot.');
  });

  it('sends an HTML alternative when there is one', async () => {
    await new SmtpMailTransport(url).deliver({ ...mail, html: '<p>Your code is <b>123456</b>.</p>' });
    expect(smtp.received[0]!.data).toContain('multipart/alternative');
    expect(smtp.received[0]!.data).toContain('<b>123456</b>');
  });

  it('throws when the server refuses the recipient', async () => {
    smtp.rejectRecipientsWith = '550 5.1.1 No such user';
    await expect(new SmtpMailTransport(url).deliver(mail)).rejects.toThrow(/550/);
    expect(smtp.received).toHaveLength(0);
  });
});
