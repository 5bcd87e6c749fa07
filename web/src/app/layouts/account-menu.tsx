import { useId, useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useProfile } from '../../api/profile.ts';
import { useLogoutMutation, useSwitchAccountMutation } from '../../features/auth/session-api.ts';
import { accountLabel, accountMenuItems, otherAccounts } from './account-menu-items.ts';

/**
 * The account menu (spec 1): Switch Account when the user has other accounts, the account screens the
 * role allows (some shown disabled), and Log Out. Beside the page on wide screens; behind a toggle on phones.
 */
export function AccountMenu() {
  const profile = useProfile();
  const navigate = useNavigate();
  const logout = useLogoutMutation();
  const switchAccount = useSwitchAccountMutation();
  const [open, setOpen] = useState(false);
  const [switchOpen, setSwitchOpen] = useState(false);
  const ids = { panel: useId(), accounts: useId() };
  const items = accountMenuItems(profile);
  const others = otherAccounts(profile);
  const current = profile.accounts.find((account) => account.currentAccount);

  async function logOut() {
    const done = await logout.mutateAsync().then(
      () => true,
      () => false,
    );
    if (done) await navigate('/login', { replace: true });
  }

  return (
    <nav className={open ? 'account-menu account-menu--open' : 'account-menu'} aria-label="Account">
      <button
        type="button"
        className="button account-menu__toggle"
        aria-expanded={open}
        aria-controls={ids.panel}
        onClick={() => setOpen(!open)}
      >
        Account menu
      </button>
      <div id={ids.panel} className="account-menu__panel">
        {others.length > 0 && (
          <div className="account-menu__switch">
            {current && (
              <p className="account-menu__current">
                <span className="muted">Account:</span> {accountLabel(current, profile.accounts)}
              </p>
            )}
            <button
              type="button"
              className="account-menu__entry account-menu__entry--button"
              aria-expanded={switchOpen}
              aria-controls={ids.accounts}
              onClick={() => setSwitchOpen(!switchOpen)}
            >
              Switch Account
              <span aria-hidden="true">{switchOpen ? '▴' : '▾'}</span>
            </button>
            <ul
              id={ids.accounts}
              className="account-menu__accounts"
              aria-label="Switch Account"
              hidden={!switchOpen}
            >
              {others.map((account) => (
                <li key={account.accountId}>
                  <button
                    type="button"
                    className="account-menu__entry account-menu__entry--button"
                    disabled={switchAccount.isPending}
                    onClick={() => switchAccount.mutate(account.accountId)}
                  >
                    {accountLabel(account, profile.accounts)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <ul className="account-menu__items">
          {items.map((item) => (
            <li key={item.label}>
              {item.disabled ? (
                // biome-ignore lint/a11y/useValidAnchor: a disabled link has no href; role and aria-disabled say so.
                <a
                  role="link"
                  aria-disabled="true"
                  className="account-menu__entry account-menu__entry--disabled"
                >
                  {item.label}
                </a>
              ) : (
                <NavLink to={item.to} className="account-menu__entry" onClick={() => setOpen(false)}>
                  {item.label}
                </NavLink>
              )}
            </li>
          ))}
          <li>
            <button
              type="button"
              className="account-menu__entry account-menu__entry--button"
              disabled={logout.isPending}
              onClick={() => void logOut()}
            >
              {logout.isPending ? 'Logging out…' : 'Log Out'}
            </button>
          </li>
        </ul>
      </div>
    </nav>
  );
}
