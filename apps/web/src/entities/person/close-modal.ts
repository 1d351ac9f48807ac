import { useNavigate } from 'react-router';

/** Closing a profile modal goes back where the person came from, or to the profile hub. */
export function useCloseModal(): () => void {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/profile', { replace: true });
  };
}
