import { useTranslation } from 'react-i18next';
import { useSignOut } from '../../lib/auth/use-sign-out.ts';
import { LogoutIcon } from '../../ui/icons.tsx';

/** Spec §2.3: the logout link greys out once pressed, while the identity provider is reached. */
export function LogoutButton({ variant = 'icon' }: { variant?: 'icon' | 'text' }) {
  const { t } = useTranslation();
  const { signOut, pending } = useSignOut();
  const label = t('auth:logout');
  return (
    <button
      type="button"
      className={variant === 'icon' ? 'icon-button' : 'button button--quiet'}
      onClick={signOut}
      disabled={pending}
      aria-disabled={pending}
      aria-label={variant === 'icon' ? label : undefined}
      title={variant === 'icon' ? label : undefined}
    >
      <LogoutIcon />
      {variant === 'text' && label}
    </button>
  );
}
