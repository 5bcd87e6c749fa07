/**
 * The mail that sends a held account's owner to /confirm-account (checkout sends it when an order needs
 * automated fraud review). The link carries the confirmation's uuid, its only secret.
 */
export function accountConfirmationMail(input: { publicUrl: string; uuid: string; firstName?: string }): {
  subject: string;
  text: string;
} {
  const link = `${input.publicUrl.replace(/\/$/, '')}/confirm-account?uuid=${encodeURIComponent(input.uuid)}`;
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  return {
    subject: 'Please confirm your Numberyard account',
    text: [
      greeting,
      '',
      'Thank you for your order. Before we activate your account and your numbers, please confirm your',
      'mobile number with a code we text you, and pay any amount due:',
      '',
      link,
      '',
      'The link is for you alone: do not share it. If you did not place an order, ignore this message.',
    ].join('\n'),
  };
}
