import { CODE_RESEND_SECONDS, recoveryMessages } from '@shop/shared/accounts/messages';
import { recoverRequestBody, type RecoverFields } from '@shop/shared/accounts/recovery-form';
import { useState } from 'react';
import { requestRecovery } from '../api/request-recovery.ts';
import type { RecoveryScheduled } from '../api/confirm-recovery.ts';
import { failureMessage } from '../model/failure-message.ts';
import { useCountdown } from '@/lib/use-countdown.ts';
import { RecoveryCodeStep } from './recovery-code-step.tsx';
import { RecoveryDoneStep } from './recovery-done-step.tsx';
import { RecoveryRequestStep } from './recovery-request-step.tsx';

const blank: RecoverFields = { kind: 'email', oldContact: '', newContact: '', confirmContact: '' };

/**
 * docs/product/accounts.md#recovery: request step → confirm step → asked to sign in again once it applies.
 */
export function RecoveryFlow({ onBackToSignIn }: { onBackToSignIn: () => void }) {
  const [step, setStep] = useState<'request' | 'code' | 'done'>('request');
  const [fields, setFields] = useState<RecoverFields>(blank);
  const [scheduled, setScheduled] = useState<RecoveryScheduled | null>(null);
  const countdown = useCountdown();

  const sendCode = async (): Promise<string | null> => {
    try {
      const answer = await requestRecovery(recoverRequestBody(fields));
      countdown.start(answer.resend_in ?? CODE_RESEND_SECONDS);
      return null;
    } catch (error) {
      return failureMessage(error, recoveryMessages.requestFailed);
    }
  };

  if (step === 'done' && scheduled) return <RecoveryDoneStep scheduled={scheduled} onDone={onBackToSignIn} />;
  if (step === 'code') {
    return (
      <RecoveryCodeStep
        fields={fields}
        secondsLeft={countdown.secondsLeft}
        onResend={sendCode}
        onBack={() => setStep('request')}
        onConfirmed={(answer) => {
          setScheduled(answer);
          setStep('done');
        }}
      />
    );
  }
  return (
    <RecoveryRequestStep
      fields={fields}
      onFieldsChange={setFields}
      onSubmit={async () => {
        const problem = await sendCode();
        if (!problem) setStep('code');
        return problem;
      }}
      onBackToSignIn={onBackToSignIn}
    />
  );
}
