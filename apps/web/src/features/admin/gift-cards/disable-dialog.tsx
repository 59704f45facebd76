import { disableGiftCardBodySchema } from '@shop/shared/gift-cards/gift-card-api';
import { ReasonDialog } from '../kit/reason-dialog.tsx';
import { adminGiftCardsStrings as t } from './strings.ts';

const REASON_MIN = disableGiftCardBodySchema.shape.reason.minLength ?? 3;
const REASON_MAX = disableGiftCardBodySchema.shape.reason.maxLength ?? 300;

/**
 * Asks why before disabling a card (3–300 characters, as the server checks). The server's refusal (409:
 * already disabled) is shown in the dialog, which stays open.
 */
export function DisableDialog({
  shown,
  balance,
  ...dialog
}: {
  /** The card as shown ('•••• ABCD'). */
  shown: string;
  balance: number;
  open: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  return (
    <ReasonDialog
      {...dialog}
      title={t.disableTitle(shown)}
      labels={{
        reason: t.reason,
        hint: t.reasonHint,
        required: t.reasonRequired,
        confirm: t.disable,
        busy: t.disabling,
        keep: t.keep,
      }}
      min={REASON_MIN}
      max={REASON_MAX}
    >
      <p>{t.disableText(balance)}</p>
    </ReasonDialog>
  );
}
