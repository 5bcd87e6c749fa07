import { useQuery } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ActivatedStep } from './components/activated-step.tsx';
import { type CardPaymentSlotProps, PaymentIdSlot } from './components/card-payment-slot.tsx';
import { CollectNumberStep } from './components/collect-number-step.tsx';
import { ConfirmCodeStep } from './components/confirm-code-step.tsx';
import { useStepHeading } from './components/step-heading.tsx';
import { SubmitPaymentStep } from './components/submit-payment-step.tsx';
import { confirmationQuery, type PhoneConfirmed, useConfirmAccountMutation } from './confirm-account-api.ts';
import './confirm-account.css';

/** Spec 2 section 4: collectNumber, confirmCode (starts here if a code is already set), submitPayment, activated. */
type Step =
  | { kind: 'collectNumber' }
  | { kind: 'confirmCode'; phone: string | null }
  | { kind: 'submitPayment'; amountDueCents: number; loginToken: string }
  | { kind: 'activated'; loginToken: string | null };

interface ConfirmAccountPageProps {
  /** The card form of the payment step (the payments feature's CardPayment, passed in by the app). */
  CardPayment?: ComponentType<CardPaymentSlotProps>;
}

/** /confirm-account?uuid=: a held account's owner proves a mobile number, pays what is due, and is signed in. */
export function ConfirmAccountPage({ CardPayment = PaymentIdSlot }: ConfirmAccountPageProps) {
  const [searchParams] = useSearchParams();
  const uuid = searchParams.get('uuid')?.trim() ?? '';
  if (!uuid) return <Navigate to="/login" replace />;
  return <ConfirmAccount key={uuid} uuid={uuid} CardPayment={CardPayment} />;
}

function ConfirmAccount({
  uuid,
  CardPayment,
}: {
  uuid: string;
  CardPayment: ComponentType<CardPaymentSlotProps>;
}) {
  const { data, error } = useQuery(confirmationQuery(uuid));
  const patch = useConfirmAccountMutation(uuid);
  const [chosen, setChosen] = useState<Step>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step: Step | undefined =
    chosen ??
    (data &&
      (data.isActivated
        ? { kind: 'activated', loginToken: null }
        : data.isCodeSet
          ? { kind: 'confirmCode', phone: null }
          : { kind: 'collectNumber' }));
  const heading = useStepHeading(headingRef, step?.kind ?? 'loading');

  async function sendCode(phone: string) {
    await patch.mutateAsync({ phone });
    setChosen({ kind: 'confirmCode', phone });
  }

  async function confirmCode(code: string) {
    const confirmed = (await patch.mutateAsync({ code })) as PhoneConfirmed;
    setChosen({
      kind: 'submitPayment',
      amountDueCents: confirmed.amountDue,
      loginToken: confirmed.loginToken,
    });
  }

  async function activate(loginToken: string, paymentIntentId: string | null) {
    await patch.mutateAsync(paymentIntentId ? { paymentIntentId } : { activate: true });
    setChosen({ kind: 'activated', loginToken });
  }

  let content: ReactNode;
  if (error) {
    content = (
      <div role="alert">
        <h1>This link does not work</h1>
        <p>{error.message || 'The confirmation could not be loaded, please try again.'}</p>
        <Link to="/login" className="button button--primary button--block">
          Log In
        </Link>
      </div>
    );
  } else if (!step) {
    content = (
      <div className="app-status" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>Loading…</span>
      </div>
    );
  } else if (step.kind === 'collectNumber') {
    content = <CollectNumberStep heading={heading} sendCode={sendCode} />;
  } else if (step.kind === 'confirmCode') {
    const { phone } = step;
    content = (
      <ConfirmCodeStep
        heading={heading}
        phone={phone}
        confirmCode={confirmCode}
        resendCode={async () => (phone ? patch.mutateAsync({ phone }) : setChosen({ kind: 'collectNumber' }))}
      />
    );
  } else if (step.kind === 'submitPayment') {
    const { loginToken } = step;
    content = (
      <SubmitPaymentStep
        heading={heading}
        amountDueCents={step.amountDueCents}
        reference={`confirm:${uuid}`}
        CardPayment={CardPayment}
        activate={(paymentIntentId) => activate(loginToken, paymentIntentId)}
      />
    );
  } else {
    content = <ActivatedStep heading={heading} loginToken={step.loginToken} />;
  }

  return (
    <section className="page page--narrow">
      <div className="card confirm-account">{content}</div>
    </section>
  );
}
