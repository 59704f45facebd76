import type { VerifyCodeAnswer } from '@shop/shared/accounts/account-api';
import { authMessages, CODE_RESEND_SECONDS } from '@shop/shared/accounts/messages';
import { normaliseEmail } from '@shop/shared/rules/contact-rules';
import { useState } from 'react';
import { requestCode } from '../api/request-code.ts';
import { forgetCodeSent, liveCodeSent, rememberCodeSent } from '../model/code-sent.ts';
import { failureMessage } from '../model/failure-message.ts';
import { useCountdown } from '@/lib/use-countdown.ts';
import { CodeStep } from './code-step.tsx';
import { EmailStep } from './email-step.tsx';

/** docs/product/accounts.md#sign-in: no contact → code requested → verified. */
export function SignInFlow({
  onSignedIn,
  onForgot,
}: {
  onSignedIn: (answer: VerifyCodeAnswer) => void;
  onForgot: () => void;
}) {
  // Reopened while the code sent last is still alive: back at its step, its wait still running.
  const [earlier] = useState(liveCodeSent);
  const [step, setStep] = useState<'email' | 'code'>(earlier ? 'code' : 'email');
  const [email, setEmail] = useState(earlier?.to ?? '');
  const [sentTo, setSentTo] = useState(earlier?.to ?? '');
  const countdown = useCountdown(earlier?.resendAt);

  const sendCode = async (to: string): Promise<string | null> => {
    try {
      const answer = await requestCode(to);
      const wait = answer.resend_in ?? CODE_RESEND_SECONDS;
      setSentTo(to);
      countdown.start(wait);
      rememberCodeSent(to, wait);
      return null;
    } catch (error) {
      return failureMessage(error, authMessages.requestFailed);
    }
  };

  const submitEmail = async () => {
    const to = normaliseEmail(email);
    // Back from the code step with the same address: the code already sent is still the one to type.
    const problem = to === sentTo && countdown.secondsLeft > 0 ? null : await sendCode(to);
    if (!problem) setStep('code');
    return problem;
  };

  return step === 'email' ? (
    <EmailStep email={email} onEmailChange={setEmail} onSubmit={submitEmail} onForgot={onForgot} />
  ) : (
    <CodeStep
      email={sentTo}
      secondsLeft={countdown.secondsLeft}
      onResend={() => sendCode(sentTo)}
      onBack={() => setStep('email')}
      onSignedIn={(answer) => {
        forgetCodeSent();
        onSignedIn(answer);
      }}
    />
  );
}
