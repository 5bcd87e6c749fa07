import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { formatCents } from '../../../../src/shared/money.ts';
import { ApiError } from '../../api/api-error.ts';
import { Form, SubmitButton } from '../../ui/forms/form.tsx';
import { TextField } from '../../ui/forms/text-field.tsx';
import { useForm } from '../../ui/forms/use-form.ts';
import {
  addNumber,
  checkOut,
  dueNow,
  getWidget,
  newWidgetBasket,
  saveAccountInfo,
  searchWidget,
  type Widget,
  type WidgetNumber,
} from './widget-api.ts';
import { useReportHeight } from './widget-height.ts';
import './widget.css';

/** The payments feature's card form (the app passes it): holds `amountCents` for `reference`. */
export type WidgetCardPayment = ComponentType<{
  amountCents: number;
  reference: string;
  onPaid: (paymentIntentId: string) => void;
  onError: (message: string) => void;
}>;

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 && error.status !== 500 ? error.message : fallback;

type Step =
  | { name: 'search' }
  | { name: 'account'; number: WidgetNumber }
  | { name: 'pay'; number: WidgetNumber; dueCents: number; email: string; password: string }
  | { name: 'done'; number: WidgetNumber; orderUuid: string; email: string };

/**
 * /widget/{token} (docs/adr/0064): a broker's embedded search widget, framed on the broker's site by widget.js.
 * No site chrome: search at the broker's prices, Buy Now into the widget's own basket (the server prices it),
 * the buyer's details and password (checkout opens their account), the card, and the thank-you.
 */
export function WidgetPage({ CardPayment }: { CardPayment: WidgetCardPayment }) {
  const token = useParams().token ?? '';
  const widget = useQuery({ queryKey: ['widget', token], queryFn: () => getWidget(token), retry: false });
  useReportHeight(widget.data?.siteOrigin ?? null);
  const [step, setStep] = useState<Step>({ name: 'search' });
  const basketUuid = useRef<string | null>(null);

  if (widget.isPending)
    return (
      <p className="widget" role="status">
        Loading…
      </p>
    );
  if (!widget.data)
    return (
      <p className="widget" role="alert">
        This search is not available.
      </p>
    );

  async function buy(number: WidgetNumber) {
    basketUuid.current ??= (await newWidgetBasket(token)).uuid;
    await addNumber(basketUuid.current, number.tn);
    setStep({ name: 'account', number });
  }

  return (
    <main className="widget" aria-labelledby="widget-title">
      <h1 id="widget-title" className="widget__title">
        Find a phone number with {widget.data.name}
      </h1>
      {step.name === 'search' && <WidgetSearch token={token} widget={widget.data} onBuy={buy} />}
      {step.name === 'account' && (
        <WidgetAccount
          basketUuid={basketUuid.current!}
          number={step.number}
          onBack={() => setStep({ name: 'search' })}
          onSaved={(dueCents, email, password) =>
            setStep({ name: 'pay', number: step.number, dueCents, email, password })
          }
        />
      )}
      {step.name === 'pay' && (
        <WidgetPay
          basketUuid={basketUuid.current!}
          step={step}
          CardPayment={CardPayment}
          onPaid={(orderUuid) => {
            basketUuid.current = null;
            setStep({ name: 'done', number: step.number, orderUuid, email: step.email });
          }}
        />
      )}
      {step.name === 'done' && (
        <section className="widget__done" aria-labelledby="widget-done">
          <h2 id="widget-done">Thank you!</h2>
          <p>
            {step.number.humanTn} is yours. Your order number is {step.orderUuid}; we sent the details to{' '}
            {step.email}.
          </p>
          <button type="button" className="button" onClick={() => setStep({ name: 'search' })}>
            Find another number
          </button>
        </section>
      )}
    </main>
  );
}

function WidgetSearch(props: {
  token: string;
  widget: Widget;
  onBuy: (number: WidgetNumber) => Promise<void>;
}) {
  const [results, setResults] = useState<WidgetNumber[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [buying, setBuying] = useState<string | null>(null);
  const form = useForm({
    fields: { npa: '', search: '' },
    validate: ({ npa, search }) => ({
      npa: /^\d{3}$/.test(npa.trim()) ? undefined : 'Enter a 3-digit area code.',
      search: search.trim().length > 20 ? 'Search is at most 20 characters.' : undefined,
    }),
    submit: async ({ npa, search }) => {
      setFailure(null);
      const found = await searchWidget(props.token, {
        npa: npa.trim(),
        ...(search.trim() ? { search: search.trim() } : {}),
      });
      setResults(found.data);
    },
  });

  async function buy(number: WidgetNumber) {
    setBuying(number.tn);
    setFailure(null);
    try {
      await props.onBuy(number);
    } catch (error) {
      setFailure(messageOf(error, 'The number could not be added. Please try again.'));
      if (error instanceof ApiError && error.status === 410)
        setResults((current) => current?.filter((other) => other.tn !== number.tn) ?? null);
    } finally {
      setBuying(null);
    }
  }

  return (
    <section aria-label="Search">
      <Form form={form} className="widget__search">
        <TextField label="Area code" inputMode="numeric" maxLength={3} {...form.field('npa')} />
        <TextField label="Word or digits (optional)" maxLength={20} {...form.field('search')} />
        <SubmitButton pending={form.pending} label="Search" pendingLabel="Searching…" />
      </Form>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {results && results.length === 0 && <p>No numbers match. Try another area code or word.</p>}
      {results && results.length > 0 && (
        <ul className="widget__results" aria-label="Numbers">
          {results.map((number) => (
            <li key={number.tn}>
              <article className="widget__number" aria-labelledby={`n-${number.tn}`}>
                <h2 id={`n-${number.tn}`} className="widget__tn">
                  {number.humanTn}
                </h2>
                <p className="widget__where">
                  {[number.spelling, number.city, number.state].filter(Boolean).join(' · ')}
                </p>
                <p className="widget__price">{formatCents(number.price)}</p>
                {number.action === 'buy' ? (
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={buying !== null}
                    onClick={() => void buy(number)}
                  >
                    {buying === number.tn ? 'Adding…' : 'Buy Now'}
                  </button>
                ) : (
                  <a className="button" href={props.widget.url} target="_top" rel="noopener">
                    Ask {props.widget.name}
                  </a>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const ACCOUNT_FIELDS = {
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  contact_number: '',
  email: '',
  password: '',
  agree_terms: false as boolean,
};

function WidgetAccount(props: {
  basketUuid: string;
  number: WidgetNumber;
  onBack: () => void;
  onSaved: (dueCents: number, email: string, password: string) => void;
}) {
  const form = useForm({
    fields: ACCOUNT_FIELDS,
    serverNames: Object.fromEntries(
      Object.keys(ACCOUNT_FIELDS).map((name) => [`data.${name}`, name]),
    ) as Record<string, keyof typeof ACCOUNT_FIELDS>,
    validate: (values) => ({
      password: values.password.length >= 8 ? undefined : 'Choose a password of at least 8 characters.',
      agree_terms: values.agree_terms ? undefined : 'Please agree to the terms.',
    }),
    submit: async ({ password, agree_terms, ...data }) => {
      const state = data.state.trim().toUpperCase();
      const basket = await saveAccountInfo(props.basketUuid, {
        ...data,
        state,
        agree_terms,
        stated_source: 'other',
      });
      props.onSaved(await dueNow(basket, { state, zip: data.zip.trim() }), data.email.trim(), password);
    },
  });
  return (
    <section aria-labelledby="widget-account">
      <h2 id="widget-account">Your details</h2>
      <p>
        {props.number.humanTn}: {formatCents(props.number.price)}
      </p>
      <Form form={form} className="widget__account">
        <TextField label="First name" autoComplete="given-name" {...form.field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...form.field('lastName')} />
        <TextField label="Address" autoComplete="street-address" {...form.field('address')} />
        <TextField label="City" autoComplete="address-level2" {...form.field('city')} />
        <TextField label="State" autoComplete="address-level1" maxLength={2} {...form.field('state')} />
        <TextField label="Postal Code" autoComplete="postal-code" {...form.field('zip')} />
        <TextField
          label="Contact Number"
          inputMode="tel"
          autoComplete="tel"
          {...form.field('contact_number')}
        />
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" {...form.field('password')} />
        <div className="field">
          <label>
            <input
              type="checkbox"
              ref={form.ref('agree_terms')}
              checked={form.values.agree_terms}
              onChange={(event) => form.set('agree_terms', event.target.checked)}
            />{' '}
            I agree to the terms and conditions
          </label>
          {form.errors.agree_terms && <p className="field__error">{form.errors.agree_terms}</p>}
        </div>
        <div className="widget__actions">
          <button type="button" className="button" onClick={props.onBack}>
            Back
          </button>
          <SubmitButton pending={form.pending} label="Continue" pendingLabel="Saving…" />
        </div>
      </Form>
    </section>
  );
}

function WidgetPay(props: {
  basketUuid: string;
  step: Extract<Step, { name: 'pay' }>;
  CardPayment: WidgetCardPayment;
  onPaid: (orderUuid: string) => void;
}) {
  const { CardPayment, step } = props;
  const [failure, setFailure] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);

  async function paid(paymentIntentId: string) {
    setPlacing(true);
    setFailure(null);
    try {
      const order = await checkOut(props.basketUuid, paymentIntentId, step.password);
      props.onPaid(order.orderUuid);
    } catch (error) {
      setFailure(messageOf(error, 'Your order could not be placed. Please try again.'));
    } finally {
      setPlacing(false);
    }
  }

  return (
    <section aria-labelledby="widget-pay">
      <h2 id="widget-pay">Payment</h2>
      <p>
        {step.number.humanTn} for {step.email}. Due now: <strong>{formatCents(step.dueCents)}</strong>
      </p>
      {placing && <p role="status">Placing your order…</p>}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {!placing && (
        <CardPayment
          amountCents={step.dueCents}
          reference={`basket:${props.basketUuid}`}
          onPaid={(id) => void paid(id)}
          onError={setFailure}
        />
      )}
    </section>
  );
}
