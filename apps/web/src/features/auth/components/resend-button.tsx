import { authStrings } from '../model/strings.ts';
import styles from './auth-modal.module.css';

/** 'Отправить код ещё раз', disabled with the seconds left while a new code may not be asked for yet. */
export function ResendButton({
  secondsLeft,
  sending,
  onResend,
}: {
  secondsLeft: number;
  sending: boolean;
  onResend: () => void;
}) {
  return (
    <button type="button" className={styles.link} disabled={secondsLeft > 0 || sending} onClick={onResend}>
      {secondsLeft > 0 ? authStrings.resendIn(secondsLeft) : authStrings.resend}
    </button>
  );
}
