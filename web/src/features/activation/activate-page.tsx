import { useQuery } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  ACTIVATION_MESSAGES,
  type ActivationContact,
  activationFormProblems,
  allTermsAgreed,
  BROKER_TERMS,
  type BrokerTerms,
} from '../../../../src/shared/activation-form.ts';
import { inlineErrorText } from '../../api/inline-error.ts';
import { useProfile } from '../../api/profile.ts';
import { Form } from '../../ui/forms/form.tsx';
import { useForm } from '../../ui/forms/use-form.ts';
import { useToasts } from '../../ui/toasts/use-toasts.ts';
import { type AccountActivation, activationQuery, useActivateMutation } from './activation-api.ts';
import { ActiveAccount } from './components/active-account.tsx';
import { BrokerTermsSection } from './components/broker-terms.tsx';
import { ContactFields } from './components/contact-fields.tsx';
import {
  type ActivationCardPaymentProps,
  type PaymentChoice,
  PaymentSection,
} from './components/payment-section.tsx';
import { PendingTransfersTable } from './components/pending-transfers-table.tsx';
import './activation.css';

interface ActivatePageProps {
  /** The card form (the payments feature's CardPayment, passed in by the app). */
  CardPayment: ComponentType<ActivationCardPaymentProps>;
}

/** /account/activate, 'How to Activate My Account' (spec 2): public, but it needs a session. */
export function ActivatePage({ CardPayment }: ActivatePageProps) {
  const profile = useProfile();
  const { pathname, search } = useLocation();
  if (!profile.isLoggedIn)
    return (
      <section className="page page--narrow" aria-labelledby="activate-heading">
        <div className="card">
          <h1 id="activate-heading">How to Activate My Account</h1>
          <p>Sign in with the email and password you were sent to activate your account.</p>
          <Link
            className="button button--primary"
            to={`/login?post_login_url=${encodeURIComponent(`${pathname}${search}`)}`}
          >
            Log In
          </Link>
        </div>
      </section>
    );
  return <Activation CardPayment={CardPayment} />;
}

function Activation({ CardPayment }: { CardPayment: ComponentType<ActivationCardPaymentProps> }) {
  const { data, error, isPending } = useQuery(activationQuery);
  let content: ReactNode;
  if (isPending)
    content = (
      <div className="app-status" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>Loading…</span>
      </div>
    );
  else if (error || !data)
    content = (
      <p role="alert" className="form-error">
        {inlineErrorText(error, 'Your account could not be loaded, please try again.')}
      </p>
    );
  else if (!data.isStub) content = <ActiveAccount activation={data} />;
  else content = <ActivationForm activation={data} CardPayment={CardPayment} />;
  return (
    <section className="page activation">
      <h1>How to Activate My Account</h1>
      {content}
    </section>
  );
}

const NO_TERMS = Object.fromEntries(BROKER_TERMS.map(({ key }) => [key, false])) as BrokerTerms;

function ActivationForm({
  activation,
  CardPayment,
}: {
  activation: AccountActivation;
  CardPayment: ComponentType<ActivationCardPaymentProps>;
}) {
  const profile = useProfile();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const toasts = useToasts();
  const activate = useActivateMutation();
  const card = profile.paymentMethod;
  const cardOnFile = card ? `${card.cardBrand} ending ${card.cardLast4}` : null;
  const optionalReason = profile.isEmployee
    ? 'As an employee you may activate without paying the balance.'
    : activation.isB2b
      ? 'Business accounts are invoiced: you may activate now and pay later.'
      : null;
  const [choice, setChoice] = useState<PaymentChoice>(() => {
    if (optionalReason) return 'none';
    return cardOnFile && !searchParams.has('loadUpdatePaymentInfo') ? 'cardOnFile' : 'card';
  });
  const [paidId, setPaidId] = useState<string | null>(null);
  const [terms, setTerms] = useState<BrokerTerms>(NO_TERMS);

  const form = useForm<ActivationContact>({
    fields: {
      firstName: activation.firstName,
      lastName: activation.lastName,
      company: activation.company,
      address: activation.address,
      city: activation.city,
      state: activation.state,
      zip: activation.zip,
    },
    validate: activationFormProblems,
    submit: async (contact) => {
      const payment =
        activation.amountDue <= 0
          ? {}
          : choice === 'cardOnFile'
            ? { useCardOnFile: true }
            : choice === 'card' && paidId
              ? { paymentId: paidId }
              : {};
      const done = await activate.mutateAsync({ ...contact, ...terms, ...payment });
      toasts.show({ message: ACTIVATION_MESSAGES.success, kind: 'success' });
      await navigate(done.redirectTo);
    },
  });
  const termsMissing = activation.needsBrokerTerms && !allTermsAgreed(terms);

  return (
    <>
      <p>Check your contact details, pay what is due and activate your account.</p>
      <section className="card activation__section">
        <Form form={form} failurePlacement="none">
          <ContactFields form={form} />
        </Form>
      </section>
      <section className="card activation__section" aria-labelledby="activation-transfers">
        <h2 id="activation-transfers">Numbers transferring to you</h2>
        <PendingTransfersTable transfers={activation.pendingTransfers} />
      </section>
      <PaymentSection
        accountId={activation.accountId}
        amountDue={activation.amountDue}
        cardOnFile={cardOnFile}
        optionalReason={optionalReason}
        choice={choice}
        onChoice={(next) => {
          setChoice(next);
          setPaidId(null);
        }}
        paidId={paidId}
        onPaid={setPaidId}
        CardPayment={CardPayment}
      />
      {activation.needsBrokerTerms && (
        <section className="card activation__section">
          <BrokerTermsSection
            terms={terms}
            onChange={(key, agreed) => setTerms({ ...terms, [key]: agreed })}
          />
        </section>
      )}
      <div className="activation__actions">
        {form.failure && (
          <p className="form-error" role="alert">
            {form.failure}
          </p>
        )}
        <button
          type="button"
          className="button button--primary"
          disabled={form.pending || termsMissing}
          onClick={() => void form.onSubmit()}
        >
          {form.pending ? 'Activating…' : 'Activate My Account'}
        </button>
        {termsMissing && <p className="field__hint">Tick the three broker terms to activate.</p>}
      </div>
    </>
  );
}
