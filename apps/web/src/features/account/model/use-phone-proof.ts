import { userMessages } from '@shop/shared/accounts/messages';
import { confirmationCodeProblem } from '@shop/shared/accounts/recovery-form';
import { useCallback, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useCountdown } from '@/lib/use-countdown.ts';
import { loadSignedInUser, publishUser } from '@/features/auth';
import { confirmPhoneProof } from '../api/confirm-phone-proof.ts';
import { requestPhoneProof } from '../api/request-phone-proof.ts';

/**
 * Proof of the profile's phone by SMS: not asked (idle) → code texted (the code boxes shown) → proven
 * ('Телефон подтверждён'; the profile now says phone_verified). It belongs to one saved phone: once
 * another phone is saved (which unproves it on the server) the proof starts over.
 */
export type PhoneProofPhase = 'idle' | 'requesting' | 'code' | 'confirming' | 'done';

interface PhoneProofState {
  phase: PhoneProofPhase;
  /** The saved phone the code went to. */
  phone: string | null;
  /** The server's detail of a failed request (idle) or check (code). */
  error: string | null;
  /** Counts the codes texted and the wrong ones: the code boxes are cleared and focused for the next try. */
  attempt: number;
}

export interface PhoneProof extends PhoneProofState {
  secondsLeft: number;
  start: () => void;
  resend: () => void;
  confirm: (code: string) => void;
  cancel: () => void;
}

const idle = (phone: string | null): PhoneProofState => ({ phase: 'idle', phone, error: null, attempt: 0 });

/** 409: the phone was proven meanwhile (another tab): the profile is loaded again and says so. */
const provenMeanwhile = (error: unknown) => error instanceof ApiError && error.status === 409;

export function usePhoneProof(savedPhone: string | null): PhoneProof {
  const [stored, setState] = useState<PhoneProofState>(() => idle(savedPhone));
  const state = stored.phone === savedPhone ? stored : idle(savedPhone);
  const countdown = useCountdown();
  const startCountdown = countdown.start;

  const request = useCallback(
    async (resending: boolean) => {
      const phone = savedPhone;
      const apply = (change: (current: PhoneProofState) => PhoneProofState) =>
        setState((current) => (current.phone === phone ? change(current) : current));
      setState((current) => ({
        ...(current.phone === phone ? current : idle(phone)),
        phase: resending ? 'code' : 'requesting',
        error: null,
      }));
      try {
        const { resend_in } = await requestPhoneProof();
        startCountdown(resend_in);
        apply((current) => ({ ...current, phase: 'code', attempt: current.attempt + 1 }));
      } catch (error) {
        if (provenMeanwhile(error)) void loadSignedInUser().catch(() => {});
        const message = errorMessage(error, userMessages.phoneRequestFailed);
        apply((current) => ({ ...current, phase: resending ? 'code' : 'idle', error: message }));
      }
    },
    [savedPhone, startCountdown],
  );

  const confirm = async (code: string) => {
    const problem = confirmationCodeProblem(code);
    if (problem) {
      setState((current) => ({ ...current, error: problem }));
      return;
    }
    setState((current) => ({ ...current, phase: 'confirming', error: null }));
    try {
      const { user } = await confirmPhoneProof(code.trim());
      publishUser(user);
      setState((current) => ({ ...current, phase: 'done' }));
    } catch (error) {
      if (provenMeanwhile(error)) {
        void loadSignedInUser().catch(() => {});
        setState((current) => ({ ...current, phase: 'idle', error: null }));
        return;
      }
      const message = errorMessage(error, userMessages.phoneConfirmFailed);
      setState((current) => ({ ...current, phase: 'code', error: message, attempt: current.attempt + 1 }));
    }
  };

  return {
    ...state,
    secondsLeft: countdown.secondsLeft,
    start: () => void request(false),
    resend: () => void request(true),
    confirm: (code) => void confirm(code),
    cancel: () => setState(idle(savedPhone)),
  };
}
