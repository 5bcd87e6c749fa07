import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { BasketHost } from '../../features/basket/basket-host.tsx';
import { CardPayment } from '../../features/payments/card-payment.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import './layout.css';

interface ShellFrameProps {
  /** A section menu shown beside (wide screens) or above (phones) the page. */
  menu?: ReactNode;
  showFooter?: boolean;
}

/** Header, optional section menu, the routed page, footer; the basket (its dialog) around them all. */
export function ShellFrame({ menu, showFooter = true }: ShellFrameProps) {
  return (
    <BasketHost CardPayment={CardPayment}>
      <div className="shell">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <div className={menu ? 'shell__body shell__body--with-menu' : 'shell__body'}>
          {menu}
          <main id="main" className="shell__main" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
        {showFooter && <SiteFooter />}
      </div>
    </BasketHost>
  );
}
