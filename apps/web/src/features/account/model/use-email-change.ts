import { userMessages } from '@shop/shared/accounts/messages';
import { confirmationCodeProblem } from '@shop/shared/accounts/recovery-form';
import { useCallback, useState } from 'react';
import { errorMessage } from '@/lib/api-client.ts';
import { endSessionLocally } from '@/features/auth';
import { useCountdown } from '@/lib/use-countdown.ts';
import { confirmEmailChange } from '../api/confirm-email-change.ts';
import { requestEmailChange } from '../api/request-email-change.ts';

/**
 * docs/product/accounts.md#profile, e-mail change: not requested (idle) → code requested (the form is locked,
 * the code field shown) → confirmed (every session ended: the customer signs in again).
 */
export type EmailChangePhase = 'idle' | 'requesting' | 'request-failed' | 'code' | 'confirming' | 'done';

interface EmailChangeState {
  phase: EmailChangePhase;
  email: string;
  error: string | null;
  /** Counts the wrong codes: the code boxes are cleared and focused for the next try. */
  attempt: number;
}

export interface EmailChange extends EmailChangeState {
  secondsLeft: number;
  start: (email: string) => void;
  resend: () => void;
  confirm: (code: string) => void;
  close: () => void;
}

const idle: EmailChangeState = { phase: 'idle', email: '', error: null, attempt: 0 };

export function useEmailChange(): EmailChange {
  const [state, setState] = useState<EmailChangeState>(idle);
  const countdown = useCountdown();
  const startCountdown = countdown.start;

  const request = useCallback(
    async (email: string, resending: boolean) => {
      setState((current) => ({ ...current, phase: resending ? 'code' : 'requesting', email, error: null }));
      try {
        const { resend_in } = await requestEmailChange(email);
        startCountdown(resend_in);
        setState((current) => ({ ...current, phase: 'code', attempt: current.attempt + 1 }));
      } catch (error) {
        const message = errorMessage(error, userMessages.emailRequestFailed);
        setState((current) => ({ ...current, phase: resending ? 'code' : 'request-failed', error: message }));
      }
    },
    [startCountdown],
  );

  const confirm = async (code: string) => {
    const problem = confirmationCodeProblem(code);
    if (problem) {
      setState((current) => ({ ...current, error: problem }));
      return;
    }
    setState((current) => ({ ...current, phase: 'confirming', error: null }));
    try {
      await confirmEmailChange(state.email, code);
      // The server has ended every session of the account: the tokens here are dead.
      endSessionLocally();
      setState((current) => ({ ...current, phase: 'done' }));
    } catch (error) {
      const message = errorMessage(error, userMessages.emailConfirmFailed);
      setState((current) => ({ ...current, phase: 'code', error: message, attempt: current.attempt + 1 }));
    }
  };

  return {
    ...state,
    secondsLeft: countdown.secondsLeft,
    start: (email) => void request(email, false),
    resend: () => void request(state.email, state.phase === 'code'),
    confirm: (code) => void confirm(code),
    close: () => setState(idle),
  };
}
