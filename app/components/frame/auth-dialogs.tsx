import { Suspense, lazy, useRef, useState } from 'react';

// The dialogs' code arrives with the first hover, focus or click on Login or Register.
const loadLoginDialog = () => import('~/components/auth/login-dialog');
const loadForgotPasswordDialog = () => import('~/components/auth/forgot-password-dialog');
const loadSignUpDialog = () => import('~/components/auth/sign-up-dialog');
const LoginDialog = lazy(loadLoginDialog);
const ForgotPasswordDialog = lazy(loadForgotPasswordDialog);
const SignUpDialog = lazy(loadSignUpDialog);

export type AuthDialogKind = 'login' | 'signup';
type OpenDialog = { kind: 'login' } | { kind: 'signup' } | { kind: 'forgot'; email: string } | null;

export type ShowAuthDialog = (kind: AuthDialogKind, opener?: HTMLElement | null) => void;

/** A plain left click opens the dialog; a click with a modifier (new tab, new window) follows the link. */
const isPlainClick = (event: React.MouseEvent) =>
  !(event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

const preload = (kind: AuthDialogKind) => void (kind === 'login' ? loadLoginDialog() : loadSignUpDialog());

/**
 * What turns a link to /login or /register into a dialog opener. `before` runs first (the phone
 * drawer closes itself); `opener` is where focus returns when the dialogs are done.
 */
export function dialogLinkProps(
  kind: AuthDialogKind,
  show: ShowAuthDialog,
  options: { before?: () => void; opener?: () => HTMLElement | null } = {},
) {
  return {
    'aria-haspopup': 'dialog' as const,
    onPointerEnter: () => preload(kind),
    onFocus: () => preload(kind),
    onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      options.before?.();
      show(kind, options.opener ? options.opener() : event.currentTarget);
    },
  };
}

/**
 * The Login, Reset Login Password and Sign up dialogs, one at a time, switching between each other.
 * Each opener is still a link to its page (/login, /register), for no JavaScript and new tabs.
 */
export function useAuthDialogs() {
  const [open, setOpen] = useState<OpenDialog>(null);
  const opener = useRef<HTMLElement | null>(null);
  const show: ShowAuthDialog = (kind, from) => {
    if (from) opener.current = from;
    setOpen({ kind });
  };
  // Only the dialog that is showing may end the sequence: one closed to switch to the next must not.
  const closed = (kind: NonNullable<OpenDialog>['kind']) => () => {
    setOpen((current) => (current?.kind === kind ? null : current));
    requestAnimationFrame(() => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && !document.querySelector('dialog[open]')) opener.current?.focus();
    });
  };
  const dialogs = (
    <Suspense fallback={null}>
      {open?.kind === 'login' ? (
        <LoginDialog
          onClose={closed('login')}
          onForgotPassword={(email) => setOpen({ kind: 'forgot', email })}
          onRegister={() => setOpen({ kind: 'signup' })}
        />
      ) : null}
      {open?.kind === 'forgot' ? (
        <ForgotPasswordDialog
          defaultEmail={open.email}
          onClose={closed('forgot')}
          onBackToLogin={() => setOpen({ kind: 'login' })}
        />
      ) : null}
      {open?.kind === 'signup' ? (
        <SignUpDialog onClose={closed('signup')} onSwitchToLogin={() => setOpen({ kind: 'login' })} />
      ) : null}
    </Suspense>
  );
  return { show, dialogs };
}
