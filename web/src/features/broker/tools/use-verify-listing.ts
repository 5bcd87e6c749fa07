import { useState } from 'react';
import {
  VERIFICATION_MESSAGES as M,
  type VerificationMethod,
  verificationCodeError,
} from '../../../../../src/shared/listing-verification-rules.ts';
import { ApiError } from '../../../api/api-error.ts';
import { inlineErrorText } from '../../../api/inline-error.ts';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { useToasts } from '../../../ui/toasts/use-toasts.ts';
import { pendingVerification, useConfirmVerification, useSendVerificationCode } from './broker-tools-api.ts';

const HOW: Record<VerificationMethod, string> = {
  sms: 'a text message',
  call: 'a phone call',
};

/**
 * Spec 3 section 4: a pending code of the same method goes straight to code entry; otherwise confirm, send the
 * code ('A new verification code was sent', 10 s), then code entry. A wrong code asks again with the server's
 * message; success says 'Your listing has been verified' (5 s) and the list refreshes.
 */
export function useVerifyListing() {
  const dialogs = useDialogs();
  const toasts = useToasts();
  const send = useSendVerificationCode();
  const confirm = useConfirmVerification();
  const [busyTn, setBusyTn] = useState<string | null>(null);

  async function sendCode(tn: string, method: VerificationMethod, number: string): Promise<boolean> {
    const go = await dialogs.confirm({
      action: method === 'sms' ? 'Verify by SMS' : 'Verify by Phone',
      message: `We will send a 6-digit verification code to ${number} by ${HOW[method]}. Continue?`,
    });
    if (!go) return false;
    try {
      await send.mutateAsync({ tn, method });
    } catch (error) {
      const text = inlineErrorText(error, M.generic);
      if (text) void dialogs.error(text);
      return false;
    }
    toasts.show({ message: M.codeSent, kind: 'success', timeoutMs: 10_000 });
    return true;
  }

  async function enterCode(tn: string, method: VerificationMethod, number: string) {
    let message = `Enter the 6-digit code sent to ${number} by ${HOW[method]}.`;
    for (;;) {
      const values = await dialogs.form({
        title: 'Enter Verification Code',
        message,
        fields: [
          {
            name: 'verificationCode',
            label: 'Verification code',
            type: 'text',
            autoComplete: 'one-time-code',
          },
        ],
        validate: { verificationCode: (value) => verificationCodeError(value.trim()) },
        submitLabel: 'Verify',
      });
      if (!values) return;
      try {
        const answer = await confirm.mutateAsync({
          tn,
          method,
          verificationCode: values.verificationCode.trim(),
        });
        if (!answer.verifiedDate) throw new Error(M.failed);
        toasts.show({ message: M.verified, kind: 'success', timeoutMs: 5_000 });
        return;
      } catch (error) {
        const text =
          error instanceof Error && error.message === M.failed ? M.failed : inlineErrorText(error, M.generic);
        if (!text) return;
        // A wrong code: ask again with the reason; anything else ends here.
        if (error instanceof ApiError && error.code === 'brokerage.verification_wrong_code') {
          message = text;
          continue;
        }
        void dialogs.error(text);
        return;
      }
    }
  }

  async function verify(tn: string, method: VerificationMethod, number: string) {
    setBusyTn(tn);
    try {
      const pending = await pendingVerification(tn).catch(() => null);
      if (pending !== method && !(await sendCode(tn, method, number))) return;
      await enterCode(tn, method, number);
    } finally {
      setBusyTn(null);
    }
  }

  return { verify, busyTn };
}
