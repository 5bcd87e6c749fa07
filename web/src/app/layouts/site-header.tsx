import { useSetAtom } from 'jotai';
import { Link, useLocation } from 'react-router';
import { useBasketItemCount } from '../../api/basket.ts';
import { accountHomePath, useProfile } from '../../api/profile.ts';
import { loginPathFor } from '../../features/auth/post-login-url.ts';
import { basketOpenAtom } from '../../ui/basket-state.ts';

/** Logo, cart with its item count, and either 'Log In' (guests) or the profile icon. */
export function SiteHeader() {
  const profile = useProfile();
  const location = useLocation();
  const itemCount = useBasketItemCount();
  const openBasket = useSetAtom(basketOpenAtom);
  const { brand } = profile;

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/search" className="site-header__logo">
          <img src={brand.logo} alt={brand.name} />
        </Link>
        <div className="site-header__actions">
          <button
            type="button"
            className="icon-button cart-button"
            aria-label={`Cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`}
            onClick={() => openBasket(true)}
          >
            <CartIcon />
            {itemCount > 0 && (
              <span className="cart-button__badge" aria-hidden="true">
                {itemCount > 99 ? '99+' : itemCount}
              </span>
            )}
          </button>
          {profile.isLoggedIn ? (
            <Link
              to={accountHomePath(profile)}
              className="icon-button"
              aria-label="My Account"
              title="My Account"
            >
              <ProfileIcon />
            </Link>
          ) : (
            <Link to={loginPathFor(location)} className="button button--header">
              Log In
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.5h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="10" cy="19.5" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
    </svg>
  );
}

function ProfileIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M4 20a8 8 0 0 1 16 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
