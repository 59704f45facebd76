import type { Order } from '@shop/shared/orders/order-api';
import { orderCancelSchema } from '@shop/shared/orders/admin-order-api';
import { ReasonDialog } from '../kit/reason-dialog.tsx';
import { adminOrdersStrings as t } from './strings.ts';

const REASON_MAX = orderCancelSchema.shape.reason.maxLength ?? 300;

/**
 * Asks why before cancelling: a paid order's money goes back, so the confirm button says so; what gift
 * cards paid goes back to them, and the cards the order bought stop working. The server's refusal (409:
 * already cancelled, or a card it bought has been spent; 503: the provider is down) is shown in the
 * dialog, which stays open.
 */
export function CancelDialog({
  order,
  refunds,
  ...dialog
}: {
  order: Order;
  refunds: boolean;
  open: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  return (
    <ReasonDialog
      {...dialog}
      title={t.cancelTitle(order.retailcrm_id)}
      labels={{
        reason: t.reason,
        hint: t.reasonHint,
        required: t.reasonRequired,
        confirm: refunds ? t.cancelAndRefund : t.cancel,
        busy: t.cancelling,
        keep: t.keep,
      }}
      max={REASON_MAX}
    >
      <p>{refunds ? t.cancelPaidText : t.cancelUnpaidText}</p>
      {order.gift_card_spent > 0 ? <p>{t.cancelReturnsToCards}</p> : null}
      {refunds && order.gift_cards.length > 0 ? <p>{t.cancelDisablesCards}</p> : null}
    </ReasonDialog>
  );
}
