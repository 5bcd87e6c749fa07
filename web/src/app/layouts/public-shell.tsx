import { ShellFrame } from './shell-frame.tsx';

/** Search, login and the other pages open to guests. */
export function PublicShell() {
  return <ShellFrame />;
}
