import { CONFIRM_CODE, CONFIRM_LOGIN_TOKEN, type FakeConfirmation } from '../fixtures/confirmations.ts';
import { backend, http } from './backend.ts';

/** Confirmations by uuid; a test puts its own in (tests reset it with resetConfirmations). */
export const confirmations = new Map<string, FakeConfirmation>();

export function resetConfirmations(): void {
  confirmations.clear();
}

const notFound = {
  name: 'NotFound',
  code: 'confirmation.not_found',
  message: 'This confirmation link is not valid.',
};

/** The fake confirm-account API: state per uuid, CONFIRM_CODE the one right code, no server rules beyond. */
export const confirmAccountHandlers = [
  http.get('/api/confirm-account/{uuid}', ({ params, response }) => {
    const confirmation = confirmations.get(params.uuid);
    if (!confirmation) return response(404).json(notFound);
    return response(200).json({ isCodeSet: confirmation.isCodeSet, isActivated: confirmation.isActivated });
  }),

  http.patch('/api/confirm-account/{uuid}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'confirmAccount', body });
    const confirmation = confirmations.get(params.uuid);
    if (!confirmation) return response(404).json(notFound);
    if (body.phone !== undefined) {
      confirmation.isCodeSet = true;
      return response(200).json({ isCodeSet: true, codeExpiresAt: '2026-11-24T12:10:00.000Z' });
    }
    if (body.code !== undefined) {
      if (body.code !== CONFIRM_CODE) {
        const message = 'That code is not correct. You have 4 tries left.';
        return response(422).json({
          name: 'Unprocessable',
          code: 'confirmation.wrong_code',
          message,
          errors: { code: message },
        });
      }
      confirmation.confirmed = true;
      backend.loginLinks.set(CONFIRM_LOGIN_TOKEN, confirmation.email);
      return response(200).json({ amountDue: confirmation.amountDueCents, loginToken: CONFIRM_LOGIN_TOKEN });
    }
    if (body.paymentIntentId === 'pm_card_chargeDeclined') {
      return response(422).json({
        name: 'Unprocessable',
        code: 'billing.payment_declined',
        message: 'Your card was declined.',
      });
    }
    confirmation.isActivated = true;
    return response(200).json({ isActivated: true });
  }),
];
