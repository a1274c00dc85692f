import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * 'Back' on a results page (ADR 0060): the previous screen of the app when the user came from one, else
 * `fallback` (a bookmarked or reloaded page, or one opened in a new tab, has nothing of the app behind it).
 * The browser router numbers its entries (`history.state.idx`, 0 for the first page of the visit and kept
 * through replaces such as the sign-in redirect); a memory router (tests) only tells the first entry by its key.
 */
export function useBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: unknown } | null)?.idx;
    const cameFromApp = typeof idx === 'number' ? idx > 0 : key !== 'default';
    void (cameFromApp ? navigate(-1) : navigate(fallback));
  }, [navigate, key, fallback]);
}
