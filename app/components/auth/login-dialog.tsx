import '~/i18n/accounts-messages';
import { useLocation } from 'react-router';
import { useT } from '~/i18n/use-translation';
import { AuthDialog } from './auth-dialog';
import { LoginForm } from './login-form';

export type LoginDialogProps = {
  onClose: () => void;
  /** Closes this dialog and opens the reset dialog, with the email typed so far. */
  onForgotPassword: (email: string) => void;
  onRegister: () => void;
};

/**
 * The Login dialog (loaded when first wanted). It posts to /login and, once logged in, reloads the
 * page it was opened on, so the header and the page show the user.
 */
export default function LoginDialog({ onClose, onForgotPassword, onRegister }: LoginDialogProps) {
  const t = useT();
  const location = useLocation();
  return (
    <AuthDialog title={t('login.title')} closeLabel={t('login.close')} onClose={onClose}>
      {(close) => (
        <LoginForm
          id="login-dialog"
          variant="dialog"
          redirectTo={`${location.pathname}${location.search}`}
          onForgotPassword={(email) => {
            close();
            onForgotPassword(email);
          }}
          onRegister={() => {
            close();
            onRegister();
          }}
        />
      )}
    </AuthDialog>
  );
}
