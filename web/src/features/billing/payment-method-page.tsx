import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isAdmin, profileQueryKey, useProfile } from '../../api/profile.ts';
import { cardLabel, expiryOf, NO_CARD_MESSAGE, NO_PAYMENT_ACCESS_MESSAGE } from './card-labels.ts';

/** The payments feature's card-on-file form, passed in by web/src/app (features do not import each other). */
export type CardSetupComponent = ComponentType<{ onSaved: () => void }>;

/** /account/payment-method (spec 2): the card on file, and a form to add or replace it (admins). */
export function PaymentMethodPage({ CardSetup }: { CardSetup: CardSetupComponent }) {
  const profile = useProfile();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const card = profile.paymentMethod;
  const back = (
    <Link className="button" to="/account/profile">
      Back
    </Link>
  );

  if (!isAdmin(profile))
    return (
      <section className="page">
        <h1>Payment Method</h1>
        <p role="alert">{NO_PAYMENT_ACCESS_MESSAGE}</p>
        {back}
      </section>
    );

  return (
    <section className="page">
      <h1>Payment Method</h1>
      <section className="card" aria-labelledby="card-on-file">
        <h2 id="card-on-file">Card on file</h2>
        {card ? (
          <p>
            {cardLabel(card)}, expires {expiryOf(card)}
          </p>
        ) : (
          <p>{NO_CARD_MESSAGE}</p>
        )}
        {saved && <p role="status">Your card was saved.</p>}
      </section>
      <section className="card" aria-labelledby="new-card">
        <h2 id="new-card">{card ? 'Replace your card' : 'Add a card'}</h2>
        <CardSetup
          onSaved={() => {
            setSaved(true);
            void queryClient.invalidateQueries({ queryKey: profileQueryKey });
            void queryClient.invalidateQueries({ queryKey: ['account-billing'] });
          }}
        />
      </section>
      <div className="button-row">{back}</div>
    </section>
  );
}
