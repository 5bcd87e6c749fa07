import { useProfile } from '../../api/profile.ts';

/** The signed-in user's details, read-only for now (editing comes with the profile screen's own issue). */
export function ProfilePage() {
  const { userInfo, accountInfo, accountId } = useProfile();

  return (
    <section className="page">
      <h1>Profile</h1>
      <div className="card-grid">
        <section className="card" aria-labelledby="profile-user">
          <h2 id="profile-user">User</h2>
          <dl className="details">
            <Detail term="First name" value={userInfo?.firstName} />
            <Detail term="Last name" value={userInfo?.lastName} />
            <Detail term="Email" value={userInfo?.email} />
          </dl>
        </section>
        <section className="card" aria-labelledby="profile-account">
          <h2 id="profile-account">Account</h2>
          <dl className="details">
            <Detail term="Account number" value={accountId == null ? undefined : String(accountId)} />
            <Detail term="Company" value={accountInfo?.company} />
            <Detail term="Address" value={formatAddress(accountInfo)} />
            <Detail term="Anniversary date" value={formatDay(accountInfo?.anniversaryDate)} />
          </dl>
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
