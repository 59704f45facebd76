import { cartMessages } from '@shop/shared/cart/messages';
import { boxAnimationMs } from '@shop/shared/rules/page-behaviour';
import {
  addBoxFlavor,
  isBoxComplete,
  removeBoxFlavor,
  setBoxSize,
} from '@shop/shared/rules/card-transitions';
import type { BoxCard } from '@shop/shared/rules/cards';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { refreshBasket, showCartNotice } from '@/features/cart';
import { useCatalogCards } from '@/features/catalog-data';
import { createBox, getBox, updateBox } from '../api/box-api.ts';
import { boxForEditing, boxProducts, emptyBox } from './box-builder.ts';

/** 'closing' is the 1400 ms box animation after a box went into the cart. */
export type BuilderPhase = 'choosing' | 'sending' | 'closing';

/**
 * The custom box builder's state: the product type with its size and flavours (a BoxCard moved only by the
 * shared transitions), and sending it to the cart. With `editId` it edits that basket box: the type and
 * size are locked, its flavours preloaded, and sending replaces them.
 */
export function useBoxBuilder({ editId, preselect }: { editId: number | null; preselect: string | null }) {
  const catalog = useCatalogCards();
  const products = boxProducts(catalog.data?.cards ?? []);
  const edited = useQuery(
    {
      queryKey: ['box', editId],
      queryFn: () => getBox(editId!),
      enabled: editId !== null,
      staleTime: 0,
      retry: false,
    },
    usePageQueryClient(),
  );
  const [box, setBox] = useState<BoxCard | null>(null);
  // A size picked before the product type applies once a type is chosen.
  const [pendingSize, setPendingSize] = useState(4);
  const [phase, setPhase] = useState<BuilderPhase>('choosing');
  const [error, setError] = useState<string | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  // The box to edit is loaded once, and again whenever another box is opened for editing (state set while
  // rendering, React's pattern for state derived from props).
  const [loadedEdit, setLoadedEdit] = useState<number | null>(null);
  if (editId !== null && edited.data && catalog.data && loadedEdit !== editId) {
    setLoadedEdit(editId);
    setBox(boxForEditing(catalog.data.cards, edited.data));
  }
  if (editId === null && loadedEdit !== null) {
    setLoadedEdit(null);
    setBox(null);
  }
  // A type named in the address (a catalogue box card's link) is chosen for the shopper.
  const preselected = products.find((card) => card.id === preselect);
  if (editId === null && box === null && preselected) setBox(emptyBox(preselected, pendingSize));

  const change = (next: BoxCard | null) => {
    setError(null);
    if (next) setBox(next);
  };

  const send = async () => {
    if (!box) return setError(cartMessages.productRequired);
    if (!isBoxComplete(box)) return setError(cartMessages.boxSizeMismatch);
    setPhase('sending');
    setError(null);
    if (editId !== null) {
      try {
        await updateBox(editId, box);
      } catch (failure) {
        setPhase('choosing');
        return setError(errorMessage(failure, cartMessages.boxUpdateFailed));
      }
      try {
        const saved = await getBox(editId);
        setBox(boxForEditing(catalog.data?.cards ?? [], saved) ?? box);
        showCartNotice(cartMessages.boxUpdated, 'success');
      } catch {
        showCartNotice(cartMessages.boxReloadFailed);
      }
      setPhase('choosing');
      await refreshBasket().catch(() => undefined);
      return;
    }
    try {
      await createBox(box);
    } catch (failure) {
      setPhase('choosing');
      return setError(errorMessage(failure, cartMessages.boxCreateFailed));
    }
    setPhase('closing');
    void refreshBasket().catch(() => undefined);
    // The box closes and leaves; then the builder starts over with the same type and size.
    resetTimer.current = setTimeout(() => {
      setBox((current) => (current ? emptyBox(current) : current));
      setPhase('choosing');
    }, boxAnimationMs);
  };

  return {
    catalog,
    products,
    editing: editId !== null,
    /** Why the box to edit cannot be shown (gone from the cart, or its flavours from the catalogue). */
    editProblem: edited.isError
      ? errorMessage(edited.error, cartMessages.boxReloadFailed)
      : edited.data !== undefined && catalog.data !== undefined && box === null
        ? cartMessages.flavourNotInBox
        : null,
    box,
    phase,
    error,
    /** The chosen box size, also before a product type is. */
    size: box?.selectedQuantity ?? pendingSize,
    chooseProduct: (card: BoxCard) => change(emptyBox(card, box?.selectedQuantity ?? pendingSize)),
    chooseSize: (size: number) => (box ? change(setBoxSize(box, size)) : setPendingSize(size)),
    addFlavor: (id: number) => change(box && addBoxFlavor(box, id)),
    removeFlavor: (id: number) => change(box && removeBoxFlavor(box, id)),
    send,
  };
}
