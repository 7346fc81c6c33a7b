import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { openSignupModal } from '../app-state/signup/signupModalStore';

/**
 * "Sign up free": opens the signup modal in place; a link to /signup for new tabs, no script
 * or a modifier-click.
 */
export function SignupButton({ className, children }: { className: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openSignupModal();
  };
  return (
    <Link to="/signup" className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
