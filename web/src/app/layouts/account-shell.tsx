import { useLocation } from 'react-router';
import { AccountMenu } from './account-menu.tsx';
import { ShellFrame } from './shell-frame.tsx';

/** Spec 1, route table: the footer is hidden on the dialer. */
const PATHS_WITHOUT_FOOTER = new Set(['/account/dialer']);

/** The signed-in account area, with the account menu. */
export function AccountShell() {
  const { pathname } = useLocation();
  return (
    <ShellFrame menu={<AccountMenu />} showFooter={!PATHS_WITHOUT_FOOTER.has(pathname.replace(/\/+$/, ''))} />
  );
}
