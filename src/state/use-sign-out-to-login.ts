import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/domain/shared/routes';
import { useSession } from './session-context';

/**
 * 'Sair' of the staff, rider and admin screens: signs out, then goes to /login. `leaving` while it
 * runs (the button shows its spinner); `failed` when signing out did not work, for the screen's
 * Portuguese message (the person stays signed in and may try again).
 */
export function useSignOutToLogin(who: string): { leaving: boolean; failed: boolean; logout: () => Promise<void> } {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(false);

  async function logout() {
    setFailed(false);
    setLeaving(true);
    try {
      await signOut();
      navigate(PATHS.login, { replace: true });
    } catch (error) {
      console.error(`${who} logout failed`, error);
      setFailed(true);
      setLeaving(false);
    }
  }

  return { leaving, failed, logout };
}
