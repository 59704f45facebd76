import { confirmationCodeProblem } from '@shop/shared/accounts/recovery-form';
import { consentMessages } from '@shop/shared/legal/messages';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/lib/api-client.ts';
import { useCountdown } from '@/lib/use-countdown.ts';
import { endSessionLocally, signedOut } from '@/features/auth';
import { confirmDeletion, requestDeletion } from '../api/delete-account.ts';
import { personalDataStrings } from './strings.ts';

/**
 * Deleting the account (docs/product/personal-data.md#the-shoppers-rights): closed → what is erased and
 * kept ('intro') → a code mailed ('requesting', then 'code') → deleted ('confirming'): signed out here, 'Аккаунт
 * удалён' said on the main page.
 */
export type DeletionPhase = 'closed' | 'intro' | 'requesting' | 'code' | 'confirming';

interface DeletionState {
  phase: DeletionPhase;
  /** The server's detail of a failed request (intro) or check (code). */
  error: string | null;
  /** Counts the codes mailed and the wrong ones: the code boxes are cleared and focused for the next try. */
  attempt: number;
}

export interface AccountDeletion extends DeletionState {
  secondsLeft: number;
  open: () => void;
  close: () => void;
  request: () => void;
  confirm: (code: string) => void;
}

const closed: DeletionState = { phase: 'closed', error: null, attempt: 0 };

export function useAccountDeletion(): AccountDeletion {
  const [state, setState] = useState<DeletionState>(closed);
  const countdown = useCountdown();
  const startCountdown = countdown.start;
  const navigate = useNavigate();

  const request = useCallback(async () => {
    setState((current) => ({
      ...current,
      phase: current.phase === 'code' ? 'code' : 'requesting',
      error: null,
    }));
    try {
      const { resend_in } = await requestDeletion();
      startCountdown(resend_in);
      setState((current) => ({ ...current, phase: 'code', attempt: current.attempt + 1 }));
    } catch (error) {
      const message = errorMessage(error, personalDataStrings.requestFailed);
      setState((current) => ({
        ...current,
        phase: current.phase === 'requesting' ? 'intro' : current.phase,
        error: message,
      }));
    }
  }, [startCountdown]);

  const confirm = async (code: string) => {
    const problem = confirmationCodeProblem(code);
    if (problem) {
      setState((current) => ({ ...current, error: problem }));
      return;
    }
    setState((current) => ({ ...current, phase: 'confirming', error: null }));
    try {
      await confirmDeletion(code.trim());
    } catch (error) {
      const message = errorMessage(error, personalDataStrings.removeFailed);
      setState((current) => ({ ...current, phase: 'code', error: message, attempt: current.attempt + 1 }));
      return;
    }
    // Every session of the account has ended on the server: the tokens here are dead.
    setState(closed);
    endSessionLocally();
    signedOut(consentMessages.deleted, 'success');
    void navigate('/', { replace: true });
  };

  return {
    ...state,
    secondsLeft: countdown.secondsLeft,
    open: () => setState({ ...closed, phase: 'intro' }),
    close: () => setState(closed),
    request: () => void request(),
    confirm: (code) => void confirm(code),
  };
}
