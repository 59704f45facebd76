import { sql } from 'drizzle-orm';
import { COURIER_FEE, PACKAGE_PRICE, PRESENT_PACKAGE_PRICE } from '@shop/shared/rules/order-totals';
import type { Db } from '../client.ts';

/**
 * What the shop relies on, as SQL counting the rows that break it (each 0 on a sound database): the
 * scale seed's test runs them on what it generated, and they can be run on any shop's data.
 */
const checks = (now: Date): Record<string, string> => {
  const at = `'${now.toISOString()}'::timestamptz`;
  return {
    'goods and packages are the sum of the lines': `
      select count(*) from orders o left join (
        select order_id,
          coalesce(sum(price * quantity) filter (where kind in ('product', 'box', 'gift_card')), 0) as goods,
          coalesce(sum(price * quantity) filter (where kind = 'package'), 0) as packages
        from order_items group by order_id) l on l.order_id = o.id
      where l.order_id is null or o.goods_amount <> l.goods or o.packages_amount <> l.packages`,
    'a box costs what its flavours do and holds its size': `
      select count(*) from order_items b join (
        select parent_id, sum(price * quantity) as price, sum(quantity) as pieces
        from order_items where kind = 'flavour' group by parent_id) f on f.parent_id = b.id
      where b.kind <> 'box' or b.price <> f.price or 'box' || f.pieces <> b.box_type`,
    'lines at the catalogue’s prices': `
      select count(*) from order_items i join products p on p.id = i.product_id
        join product_groups g on g.id = p.group_id
      where (i.kind in ('product', 'gift_card') and i.price <>
          case when i.quantity in (4, 8, 12) then coalesce((p.box_prices->>i.quantity::text)::int, p.price) else p.price end)
        or (i.kind = 'package' and i.price <> case when p.slug = 'package-gift' then ${PRESENT_PACKAGE_PRICE} else ${PACKAGE_PRICE} end)
        or (i.kind = 'flavour' and i.price <> (
          select (coalesce(p.box_prices, g.box_prices, parent.box_prices)->>substr(b.box_type, 4))::int
          from order_items b left join product_groups parent on parent.id = g.parent_id where b.id = i.parent_id))`,
    'total = goods + packages + courier − bonuses − gift cards': `
      select count(*) from orders
      where total_amount <> goods_amount + packages_amount + delivery_amount - bonus_spent - gift_card_spent
        or delivery_amount <> case when delivery_type = 'courier' then ${COURIER_FEE} else 0 end
        or total_amount < 0`,
    'each status has its stamps': `
      select count(*) from orders
      where (status in ('paid', 'assembling', 'ready', 'with_courier', 'handed_over')
          and (paid_at is null or cancelled_at is not null or refunded_at is not null))
        or (status = 'refunded' and (paid_at is null or refunded_at is null))
        or (status = 'cancelled' and (paid_at is not null or cancelled_at is null))
        or (status = 'awaiting_payment' and (paid_at is not null or pay_until <= ${at}))
        or created_at > ${at} or paid_at < created_at or refunded_at < paid_at`,
    'a paid order has one succeeded payment of its total (none when cards paid it all)': `
      select count(*) from orders o left join (
        select order_id, count(*) as n, sum(amount) as amount from payments where status = 'succeeded' group by order_id
      ) p on p.order_id = o.id
      where (o.paid_at is not null and o.total_amount > 0 and (p.n is distinct from 1 or p.amount <> o.total_amount))
        or ((o.paid_at is null or o.total_amount = 0) and p.n is not null)`,
    'a refunded order gave its payment back, and only it': `
      select count(*) from orders o
      full join (select order_id, sum(amount) as amount from refunds where status = 'succeeded' group by order_id) r
        on r.order_id = o.id
      where (o.status = 'refunded' and o.total_amount > 0 and r.amount is distinct from o.total_amount)
        or (r.order_id is not null and o.status is distinct from 'refunded')`,
    'the test provider’s books agree with the payments': `
      select count(*) from payments p left join test_provider_payments t on t.id = p.provider_payment_id
      where p.provider = 'test' and (t.id is null or t.amount <> p.amount or t.status <> p.status or t.order_id <> p.order_id)`,
    'every bonus movement of an account’s order, once, of the right amount': `
      select count(*) from orders o
      left join bonus_ledger s on s.order_id = o.id and s.kind = 'spent'
      left join bonus_ledger c on c.order_id = o.id and c.kind = 'cash_back'
      left join bonus_ledger r on r.order_id = o.id and r.kind = 'returned'
      left join bonus_ledger x on x.order_id = o.id and x.kind = 'cash_back_reversed'
      where (o.user_id is null and (s.id is not null or c.id is not null or o.bonus_spent > 0 or o.cash_back > 0))
        or (o.user_id is not null and (
          (o.bonus_spent > 0) <> (s.id is not null) or s.amount <> -o.bonus_spent
          or (o.paid_at is not null) <> (c.id is not null) or c.amount <> o.cash_back or c.paid <> o.total_amount
          or (o.bonus_spent > 0 and o.status in ('cancelled', 'refunded')) <> (r.id is not null) or r.amount <> o.bonus_spent
          or (o.status = 'refunded') <> (x.id is not null) or x.amount <> -o.cash_back or x.paid <> -o.total_amount))`,
    'bonuses spent never exceed the balance of the moment': `
      select count(*) from (
        select kind, amount, sum(amount) over (partition by user_id order by created_at, id) - amount as before
        from bonus_ledger) l
      where kind = 'spent' and before + amount < 0`,
    'a gift card never pays more than it holds, and an expired one holds nothing': `
      select count(*) from (
        select l.card_id, c.expires_at, l.kind, l.created_at,
          sum(l.amount) over (partition by l.card_id order by l.created_at, l.id) as balance,
          sum(l.amount) over (partition by l.card_id) as final
        from gift_card_ledger l join gift_cards c on c.id = l.card_id) m
      where balance < 0 or (expires_at <= ${at} and final <> 0)`,
    'what cards paid is in their ledgers': `
      select count(*) from orders o left join (
        select order_id, -sum(amount) as spent from gift_card_ledger where kind = 'spent' group by order_id) l
        on l.order_id = o.id
      where o.gift_card_spent <> coalesce(l.spent, 0)`,
    'ids and numbers follow the time orders were placed': `
      select count(*) from (
        select created_at < lag(created_at) over (order by id) as back,
          number < lag(number) over (order by id) as down
        from orders) o
      where back or down`,
    'sequences are past every id they gave': `
      select (select last_value from orders_id_seq) < (select coalesce(max(id), 0) from orders)
        or (select last_value from order_numbers) < (select coalesce(max(number), 0) from orders)
        or (select last_value from order_items_id_seq) < (select coalesce(max(id), 0) from order_items)
        or (select last_value from users_id_seq) < (select coalesce(max(id), 0) from users)
        or (select last_value from payments_id_seq) < (select coalesce(max(id), 0) from payments)
        or (select last_value from gift_cards_id_seq) < (select coalesce(max(id), 0) from gift_cards)`,
    'an account signed in (with its consent) before its first order': `
      select count(*) from users u
      where u.created_at > (select min(created_at) from orders o where o.user_id = u.id)
        or not exists (select 1 from consent_log c where c.user_id = u.id and c.purpose = 'sign_in')`,
    'every order accepted the offer': `
      select count(*) from orders o
      where o.offer_document_id is null
        or not exists (select 1 from consent_log c where c.order_id = o.id and c.document_id = o.offer_document_id)`,
    'unpaid orders within their hour reserve no more than the stock': `
      select count(*) from (
        select i.product_id, sum(i.quantity) as units from order_items i join orders o on o.id = i.order_id
        where o.status = 'awaiting_payment' and o.pay_until > ${at} and i.product_id is not null
        group by i.product_id) r join products p on p.id = r.product_id
      where r.units > p.quantity`,
  };
};

/** The rules the data breaks: each check's name with the rows (or 1) that break it; empty when sound. */
export async function scaleViolations(db: Db, now: Date): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const [name, query] of Object.entries(checks(now))) {
    const { rows } = (await db.execute(sql.raw(`select (${query})::int as n`))) as unknown as {
      rows: { n: number }[];
    };
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) found[name] = n;
  }
  return found;
}
