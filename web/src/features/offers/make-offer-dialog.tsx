import type { ComponentType } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatCents } from '../../../../src/shared/money.ts';
import { OFFER_ADMINS_ONLY, OFFER_FAILED, parseOffer } from '../../../../src/shared/offer-form-rules.ts';
import {
  HIGH_OFFER_CENTS,
  isHighOffer,
  OFFER_MESSAGES,
  offerHoldCents,
} from '../../../../src/shared/offer-rules.ts';
import { PASSWORD_RULE_TEXT } from '../../../../src/shared/password-policy.ts';
import { PhoneNumber } from '../../../../src/shared/phone-number.ts';
import { useProfile } from '../../api/profile.ts';
import { Dialog } from '../../ui/dialogs/dialog.tsx';
import { Form, SubmitButton } from '../../ui/forms/form.tsx';
import { TextField } from '../../ui/forms/text-field.tsx';
import { useForm } from '../../ui/forms/use-form.ts';
import { type OfferFormValues, offerFormProblems } from './offer-form.ts';
import { useMakeOfferMutation } from './offers-api.ts';

/** The payments feature's card form that hands over a payment method (the app passes it in). */
export type CardHoldComponent = ComponentType<{
  onCard: (paymentMethodId: string) => Promise<void>;
  submitLabel: string;
  processingText: string;
}>;

export interface MakeOfferDialogProps {
  tn: string;
  /** `?offer=` of a /make-offer link, in dollars as typed. */
  initialOffer?: string;
  CardHold: CardHoldComponent;
  onClose: () => void;
}

type Step =
  | { kind: 'form' }
  | { kind: 'card'; offerCents: number; email: string; password: string }
  | { kind: 'sent'; offerCents: number };

const TITLE = 'Make an Offer';

/**
 * Spec 2's make-offer dialog: the offer (and, for a guest, the new account's email and password), then the
 * card hold, then the sent confirmation. Only account admins offer, and not while over the credit limit.
 */
export function MakeOfferDialog({ tn, initialOffer = '', CardHold, onClose }: MakeOfferDialogProps) {
  const profile = useProfile();
  const guest = !profile.isLoggedIn;
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const makeOffer = useMakeOfferMutation();
  const number = PhoneNumber.tryParse(tn)?.format() ?? tn;
  const form = useForm<OfferFormValues>({
    fields: { offer: initialOffer, email: '', password: '' },
    validate: (values) => offerFormProblems(values, guest),
    submit: (values) => {
      const offer = parseOffer(values.offer);
      if ('cents' in offer)
        setStep({
          kind: 'card',
          offerCents: offer.cents,
          email: values.email.trim(),
          password: values.password,
        });
    },
  });

  if (profile.isLoggedIn && profile.role !== 'admin') {
    return (
      <Dialog title={TITLE} onDismiss={onClose} message={OFFER_ADMINS_ONLY}>
        <CloseButton onClose={onClose} />
      </Dialog>
    );
  }

  if (profile.isLoggedIn && profile.accountBalance > profile.creditLimit) {
    return (
      <Dialog title={TITLE} onDismiss={onClose} message={OFFER_MESSAGES.overCreditLimit}>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
          <Link className="button button--primary" to="/account/pay-now">
            Pay My Bill
          </Link>
        </div>
      </Dialog>
    );
  }

  if (step.kind === 'sent') {
    return (
      <Dialog
        key="sent"
        title="Offer Sent"
        tone="success"
        onDismiss={onClose}
        message={
          <>
            Your offer of {formatCents(step.offerCents)} on <strong>{number}</strong> has been sent. The
            seller has 24 hours to answer; we will email you when they do.
          </>
        }
      >
        <CloseButton onClose={onClose} />
      </Dialog>
    );
  }

  if (step.kind === 'card') {
    const hold = offerHoldCents(step.offerCents);
    async function send(paymentMethodId: string) {
      if (step.kind !== 'card') return;
      const answer = await makeOffer.mutateAsync({
        tn,
        offer: step.offerCents,
        ...(guest ? { email: step.email, password: step.password } : {}),
        paymentIntentId: paymentMethodId,
      });
      if (!answer.uuid) throw new Error(OFFER_FAILED);
      setStep({ kind: 'sent', offerCents: step.offerCents });
    }
    return (
      <Dialog
        key="card"
        title={TITLE}
        onDismiss={onClose}
        message={
          isHighOffer(step.offerCents) ? (
            <>
              Offers of {formatCents(HIGH_OFFER_CENTS)} or more are paid by wire transfer. We hold{' '}
              {formatCents(hold)} on your card while the seller answers.
            </>
          ) : (
            <>
              We hold your offer of {formatCents(hold)} on <strong>{number}</strong> on your card while the
              seller answers; the hold is released if the offer is declined or expires.
            </>
          )
        }
      >
        <CardHold onCard={send} submitLabel="Send Offer" processingText="Sending your offer…" />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={() => setStep({ kind: 'form' })}>
            Back
          </button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      key="form"
      title={TITLE}
      onDismiss={onClose}
      message={
        <>
          What would you pay for <strong>{number}</strong>?{guest && ' Making an offer creates your account.'}
        </>
      }
    >
      <Form form={form}>
        <TextField label="Your offer ($)" inputMode="text" autoComplete="off" {...form.field('offer')} />
        {guest && (
          <>
            <TextField
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              {...form.field('email')}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              hint={PASSWORD_RULE_TEXT}
              {...form.field('password')}
            />
          </>
        )}
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton pending={form.pending} label="Continue" pendingLabel="Continue" />
        </div>
      </Form>
    </Dialog>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <div className="dialog__actions">
      <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
        Close
      </button>
    </div>
  );
}
