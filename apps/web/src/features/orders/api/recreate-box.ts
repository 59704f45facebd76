import type { BoxType } from '@shop/shared/boxes/box-types';
import { cartMessages } from '@shop/shared/cart/messages';
import type { Box } from '@shop/shared/cart/cart-api';
import { apiSend } from '@/lib/api-client.ts';
import { sessionId } from '@/lib/session-id.ts';

/** POST /api/boxes/: a box of an earlier order, made again with the same flavours. */
export const recreateBox = (boxType: BoxType, items: { product_id: number; quantity: number }[]) =>
  apiSend<Box>(
    'POST',
    '/api/boxes/',
    { box_type: boxType, items, session_id: sessionId() },
    { fallbackMessage: cartMessages.boxCreateFailed },
  );
