import '~/i18n/accounts-messages';
import { useT } from '~/i18n/use-translation';
import { AuthDialog } from './auth-dialog';
import { ForgotPasswordForm } from './forgot-password-form';

/** The 'Reset Login Password' dialog (loaded when first wanted), opened from the Login dialog. */
export default function ForgotPasswordDialog({
  defaultEmail,
  onClose,
  onBackToLogin,
}: {
  defaultEmail?: string;
  onClose: () => void;
  onBackToLogin: () => void;
}) {
  const t = useT();
  return (
    <AuthDialog title={t('reset.title')} closeLabel={t('login.close')} onClose={onClose}>
      {(close) => (
        <ForgotPasswordForm
          id="forgot-password-dialog"
          variant="dialog"
          defaultEmail={defaultEmail}
          onDone={close}
          onBackToLogin={() => {
            close();
            onBackToLogin();
          }}
        />
      )}
    </AuthDialog>
  );
}
