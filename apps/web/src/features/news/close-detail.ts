import { useLocation, useNavigate } from 'react-router';

/**
 * Closing a detail modal: back in history when the list opened it (so the back button and the close
 * button agree), else — a deep link on a cold load — to the list, replacing the detail's entry.
 */
export function useCloseDetail(listPath: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const state: unknown = location.state;
  const fromList = typeof state === 'object' && state !== null && 'fromList' in state;
  return () => {
    if (fromList) void navigate(-1);
    else void navigate(listPath, { replace: true });
  };
}
