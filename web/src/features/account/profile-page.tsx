import { Link } from 'react-router';
import { isAdmin, useProfile } from '../../api/profile.ts';
import { MfaMethodsSection } from './mfa-methods-section.tsx';
import { AccountForm, EmailForm, NameForm, PasswordForm } from './profile-forms.tsx';
import { SessionsSection } from './sessions-section.tsx';
import './account.css';

/**
 * /account/profile: the user's name, email and password, two-step verification, signed-in devices, and the
 * account's company and address (editable by admins, read-only for the others). Links to the API tokens.
 */
export function ProfilePage() {
  const profile = useProfile();
  const { accountInfo, accountId } = profile;
  const accountDetails = (
    <dl className="details">
      <Detail term="Account number" value={accountId == null ? undefined : String(accountId)} />
      <Detail term="Anniversary date" value={formatDay(accountInfo?.anniversaryDate)} />
    </dl>
  );

  return (
    <section className="page">
      <h1>Profile</h1>
      {/* Keyed by user and account so that the forms start again from the new values after a switch. */}
      <div className="card-grid" key={`${profile.userInfo?.userId}-${accountId}`}>
        <NameForm profile={profile} />
        <EmailForm profile={profile} />
        <PasswordForm />
        {isAdmin(profile) ? (
          <AccountForm profile={profile}>{accountDetails}</AccountForm>
        ) : (
          <section className="card" aria-labelledby="profile-account">
            <h2 id="profile-account">Account</h2>
            <dl className="details">
              <Detail term="Account number" value={accountId == null ? undefined : String(accountId)} />
              <Detail term="Company" value={accountInfo?.company} />
              <Detail term="Address" value={formatAddress(accountInfo)} />
              <Detail term="Anniversary date" value={formatDay(accountInfo?.anniversaryDate)} />
            </dl>
            <p className="field__hint">Only an account admin can change the company and address.</p>
          </section>
        )}
        <MfaMethodsSection />
        <SessionsSection />
        <section className="card" aria-labelledby="profile-api-tokens">
          <h2 id="profile-api-tokens">API tokens</h2>
          <p>Let your own programs use the API as you, in this account.</p>
          <Link to="/account/api-tokens">Manage API tokens</Link>
        </section>
        <section className="card" aria-labelledby="profile-invitations">
          <h2 id="profile-invitations">Invitations</h2>
          <p>Accounts that invited you to use them.</p>
          <Link to="/account/invitations">See your invitations</Link>
        </section>
      </div>
    </section>
  );
}

function Detail({ term, value }: { term: string; value: string | null | undefined }) {
  return (
    <div className="details__row">
      <dt>{term}</dt>
      <dd>{value?.trim() ? value : <span className="muted">Not set</span>}</dd>
    </div>
  );
}

interface AddressParts {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

function formatAddress(parts: AddressParts | null | undefined): string {
  const cityLine = [parts?.city, [parts?.state, parts?.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [parts?.address, cityLine].filter(Boolean).join(', ');
}

/** A calendar date ('2024-03-15' or a timestamp) shown in the visitor's locale without shifting the day. */
function formatDay(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
