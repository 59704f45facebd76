import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SectionHeading } from '../kit/section-heading.tsx';
import { GiftCardDetail } from './gift-card-detail.tsx';
import { addressOf, paramsOf } from './gift-card-path.ts';
import { GiftCardsList } from './gift-cards-list.tsx';
import { adminGiftCardsStrings as t } from './strings.ts';

/**
 * /admin/gift-cards: the cards sold, searched by their last four characters, an e-mail or an order number,
 * with the balance the shop owes on them; a card (?card=, which orders link to) opens to its ledger and its
 * actions: disable, mail again.
 */
export default function GiftCardsSection() {
  const [params, setParams] = useSearchParams();
  const address = useMemo(() => addressOf(params), [params]);
  const setSearch = useCallback(
    (q: string) => setParams(paramsOf({ q, card: null }), { replace: true }),
    [setParams],
  );
  // The card last opened from the list: its page takes the focus, and coming back the list gives it to its link.
  const [opened, setOpened] = useState<number | null>(null);

  return (
    <div>
      <SectionHeading title={t.title} lead={t.lead} />
      {address.card !== null ? (
        <GiftCardDetail
          key={address.card}
          id={address.card}
          q={address.q}
          focusOnOpen={opened === address.card}
        />
      ) : (
        <GiftCardsList q={address.q} onSearch={setSearch} onOpen={setOpened} returnTo={opened} />
      )}
    </div>
  );
}
