import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Goes to `to` (replacing the entry) `delayMs` after `active` turns true; leaving earlier cancels it. */
export function useNavigateAfter(active: boolean, delayMs: number, to: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => void navigate(to, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs, to, navigate]);
}
