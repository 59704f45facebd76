import { sql } from 'drizzle-orm';
import { customBoxName } from '@shop/shared/boxes/box-types';
import { COURIER_FEE, PACKAGE_PRICE, PRESENT_PACKAGE_PRICE } from '@shop/shared/rules/order-totals';
import type { Db, Tx } from '../client.ts';
import { accountMoney, type PlannedOrder } from './scale-money.ts';

/**
 * `npm run seed:scale` (README "At scale"): a shop that has run for two years — accounts, orders with their
 * lines, payments, refunds, bonus and gift card ledgers, consents and the admins' audit — generated into the
 * configured database by set-based SQL (`insert … select … from generate_series`), a batch of orders per
 * statement, in one transaction: a failure leaves nothing behind. Ids and order numbers come from the
 * tables' own sequences, so the shop goes on numbering after them.
 *
 * Every rule the shop keeps holds: an order's goods are the sum of its lines at the catalogue's prices (pack
 * prices, box flavour prices, package fees from @shop/shared), its total what its goods, packages and
 * courier less its bonuses and gift card come to (the shop's own orderTotals, scale-money.ts, with the
 * balance and level the account had at that moment), a paid order has one succeeded payment of its total
 * (at the built-in test provider, whose books are written too), a refund gives back that payment, every
 * bonus and card movement is in its ledger once, consents and audit rows are where checkout and /admin
 * would have written them, and a guest's never-paid order older than GUEST_ORDER_DATA_MONTHS is erased.
 */

export interface ScaleOptions {
  accounts: number;
  orders: number;
  /** Orders of one customer (the first account), spread over the two years. */
  heavy: number;
  /** The end of the two years (orders awaiting payment were placed within the hour before it). */
  now: Date;
  /** ORDER_PAYMENT_MINUTES and GUEST_ORDER_DATA_MONTHS of the shop that will run on the data. */
  paymentMinutes?: number;
  guestDataMonths?: number;
  /** Orders written per statement. */
  batch?: number;
  log?: (line: string) => void;
}

export interface ScaleSeeded {
  /** The customer with `heavy` orders. */
  heavy: { id: number; email: string } | null;
  /** The admins the audit names. */
  staff: { id: number; email: string }[];
  counts: Record<string, number>;
  seconds: number;
}

/**
 * Orders waiting for their payment at `now`: a few (none of the heavy customer's), each holding only stock
 * the catalogue has plenty of.
 */
export const awaitingCount = (orders: number, heavy: number) =>
  Math.min(30, Math.max(3, Math.floor(orders / 1000)), orders - heavy);

/** Why the options cannot make a data set, or null. */
export function scaleProblem(options: Pick<ScaleOptions, 'accounts' | 'orders' | 'heavy'>): string | null {
  const { accounts, orders, heavy } = options;
  for (const [name, value] of Object.entries({ accounts, orders, heavy }))
    if (!Number.isSafeInteger(value) || value < 0) return `--${name}: a whole number, 0 or more`;
  if (heavy > 0 && accounts < 1) return '--heavy needs at least one account';
  if (heavy > orders) return `--heavy: at most --orders (${orders})`;
  return null;
}

type Row = Record<string, unknown>;

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;
const list = (values: readonly string[]) => `array[${values.map(text).join(', ')}]`;

/** [Cyrillic, Latin] (the e-mail's): names a Russian shop's customers have. */
const MEN = [
  ['Александр', 'aleksandr'],
  ['Дмитрий', 'dmitry'],
  ['Максим', 'maksim'],
  ['Сергей', 'sergey'],
  ['Андрей', 'andrey'],
  ['Алексей', 'aleksey'],
  ['Артём', 'artem'],
  ['Илья', 'ilya'],
  ['Кирилл', 'kirill'],
  ['Михаил', 'mikhail'],
  ['Никита', 'nikita'],
  ['Иван', 'ivan'],
  ['Егор', 'egor'],
  ['Павел', 'pavel'],
  ['Роман', 'roman'],
] as const;
const WOMEN = [
  ['Анна', 'anna'],
  ['Мария', 'maria'],
  ['Елена', 'elena'],
  ['Екатерина', 'ekaterina'],
  ['Ольга', 'olga'],
  ['Наталья', 'natalia'],
  ['Татьяна', 'tatiana'],
  ['Юлия', 'yulia'],
  ['Анастасия', 'anastasia'],
  ['Дарья', 'daria'],
  ['Ксения', 'ksenia'],
  ['Полина', 'polina'],
  ['Виктория', 'viktoria'],
  ['Алина', 'alina'],
  ['Софья', 'sofia'],
] as const;
/** Men's surnames; a woman's adds 'а' (Петров, Петрова). */
const SURNAMES = [
  ['Иванов', 'ivanov'],
  ['Смирнов', 'smirnov'],
  ['Кузнецов', 'kuznetsov'],
  ['Попов', 'popov'],
  ['Васильев', 'vasiliev'],
  ['Петров', 'petrov'],
  ['Соколов', 'sokolov'],
  ['Михайлов', 'mikhailov'],
  ['Новиков', 'novikov'],
  ['Фёдоров', 'fedorov'],
  ['Морозов', 'morozov'],
  ['Волков', 'volkov'],
  ['Алексеев', 'alekseev'],
  ['Лебедев', 'lebedev'],
  ['Семёнов', 'semenov'],
  ['Егоров', 'egorov'],
  ['Павлов', 'pavlov'],
  ['Козлов', 'kozlov'],
  ['Степанов', 'stepanov'],
  ['Николаев', 'nikolaev'],
] as const;
const DOMAINS = ['mail.ru', 'yandex.ru', 'gmail.com', 'bk.ru', 'inbox.ru', 'list.ru', 'rambler.ru'];
const STREETS = [
  'Невский проспект',
  'ул. Марата',
  'Лиговский проспект',
  'ул. Рубинштейна',
  'Большой проспект П.С.',
  'Московский проспект',
  'ул. Савушкина',
  'пр. Просвещения',
  'Каменноостровский проспект',
  'ул. Жуковского',
];
const BROWSERS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 YaBrowser/24.6.0.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
];
const REFUND_REASONS = [
  'Покупатель отказался от заказа',
  'Товар закончился на складе',
  'Повреждена упаковка',
];
const CANCEL_REASONS = ['Покупатель попросил отменить', 'Дубль заказа'];
const GIFT_MESSAGES = ['С днём рождения!', 'С Новым годом!', 'Спасибо за всё!', 'Для твоих тренировок'];

const pick = (values: readonly string[], index: string) => `(${list(values)})[${index}]`;
const firstName = (female: string, index: string) =>
  `case when ${female} then ${pick(
    WOMEN.map((n) => n[0]),
    index,
  )} else ${pick(
    MEN.map((n) => n[0]),
    index,
  )} end`;
const firstLatin = (female: string, index: string) =>
  `case when ${female} then ${pick(
    WOMEN.map((n) => n[1]),
    index,
  )} else ${pick(
    MEN.map((n) => n[1]),
    index,
  )} end`;
const lastName = (female: string, index: string) =>
  `${pick(
    SURNAMES.map((n) => n[0]),
    index,
  )} || case when ${female} then 'а' else '' end`;
const lastLatin = (female: string, index: string) =>
  `${pick(
    SURNAMES.map((n) => n[1]),
    index,
  )} || case when ${female} then 'a' else '' end`;
/** A random index into one of the lists above. */
const random1 = (length: number) => `(1 + floor(random() * ${length}))::int`;

/** A Russian mobile number, distinct for distinct `n` below 10⁹ (7919 is prime to 10⁹). */
const phoneOf = (n: string) => `'+79' || lpad(((${n}::bigint * 7919 + 104729) % 1000000000)::text, 9, '0')`;
const randomPhone = `'+79' || lpad(floor(random() * 1000000000)::bigint::text, 9, '0')`;
const randomIp = `(46 + floor(random() * 150))::int || '.' || floor(random() * 256)::int || '.' || floor(random() * 256)::int || '.' || (1 + floor(random() * 254))::int`;
/** The Moscow midnight (UTC+3 all year, as @shop/shared/moscow-time counts) of the day of `t`. */
const moscowMidnight = (t: string) => `(date_trunc('day', ${t} + interval '3 hours') - interval '3 hours')`;
const moscowDate = (t: string) => `to_char(${t} + interval '3 hours', 'YYYY-MM-DD')`;

/** The box line's name by pieces and distinct flavours (4, 8 or 12 pieces of 1, 2 or 4 flavours). */
const boxNames = `case ${[4, 8, 12]
  .flatMap((size) =>
    [1, 2, 4].map((d) => `when b.size = ${size} and b.d = ${d} then ${text(customBoxName(size, d))}`),
  )
  .join(' ')} end`;

export async function seedScale(db: Db, options: ScaleOptions): Promise<ScaleSeeded> {
  const problem = scaleProblem(options);
  if (problem) throw new Error(problem);
  const started = performance.now();
  const log = options.log ?? (() => {});
  const result = await db.transaction((tx) => generate(tx, options, log));
  return { ...result, seconds: (performance.now() - started) / 1000 };
}

async function generate(
  tx: Tx,
  options: ScaleOptions,
  log: (line: string) => void,
): Promise<Omit<ScaleSeeded, 'seconds'>> {
  const { accounts: A, orders: N, heavy: H } = options;
  const K = awaitingCount(N, H);
  const payMinutes = options.paymentMinutes ?? 60;
  const guestMonths = options.guestDataMonths ?? 6;
  const batch = options.batch ?? 100_000;
  const now = `'${options.now.toISOString()}'::timestamptz`;

  const exec = async (statement: string): Promise<Row[]> =>
    ((await tx.execute(sql.raw(statement))) as unknown as { rows: Row[] }).rows;
  const counts: Record<string, number> = {};
  /** Runs a step, says how long it took and (for an insert) how many rows it wrote. */
  const step = async (label: string, statements: string[], table?: string) => {
    const t = performance.now();
    for (const statement of statements) await exec(statement);
    let rows = '';
    if (table) {
      const [row] = await exec(`select count(*)::int as n from ${table}`);
      counts[label] = Number(row!.n);
      rows = `${counts[label]} rows, `;
    }
    log(`  ${label}: ${rows}${((performance.now() - t) / 1000).toFixed(1)} s`);
  };

  // Dates are computed in UTC, as the shop computes them (@shop/shared/moscow-time).
  await exec(`set local timezone = 'UTC'`);
  await exec(`set local work_mem = '64MB'`);

  // --- What the shop sells and where: the catalogue as it is, the stores, the slots, the documents. ---
  await step('catalogue', [
    `create temp table scale_goods on commit drop as
      with goods as (
        select p.id, p.name, p.image_urls->>0 as image, p.price, (p.box_prices->>'4')::int as price4, g.kind,
          p.quantity >= 30 and g.kind <> 'merch' as stocked
        from products p join product_groups g on g.id = p.group_id
        where p.active and p.archived_at is null and p.quantity > 0
          and g.kind in ('bar', 'brownie', 'drink', 'ready_box', 'merch')
      ), weighted as (
        -- Food sells four times as often as a given piece of merch.
        select goods.*, copy from goods cross join generate_series(1, case when kind = 'merch' then 1 else 4 end) copy
      )
      -- Orders awaiting payment take only what is plentiful: their reservations never exceed the stock.
      select 'all' as list, row_number() over (order by id, copy) as n, weighted.* from weighted
      union all
      select 'stocked', row_number() over (order by id, copy), weighted.* from weighted where stocked`,
    `create temp table scale_flavours on commit drop as
      select dense_rank() over (order by p.group_id) as box_no,
        row_number() over (partition by p.group_id order by p.id) as n,
        p.id, p.name, p.image_urls->>0 as image,
        coalesce(p.box_prices, g.box_prices, parent.box_prices,
          jsonb_build_object('4', p.price, '8', p.price, '12', p.price)) as prices
      from products p join product_groups g on g.id = p.group_id
        left join product_groups parent on parent.id = g.parent_id
      where g.kind = 'box_flavour' and p.active and p.archived_at is null and p.quantity >= 30`,
    `create temp table scale_card_products on commit drop as
      select row_number() over (order by p.price, p.id) as n, p.id, p.name, p.image_urls->>0 as image, p.price
      from products p join product_groups g on g.id = p.group_id
      where g.kind = 'gift_card' and p.active and p.archived_at is null and p.label ~* 'электрон'`,
    `create temp table scale_stores on commit drop as
      select row_number() over (order by number) as n, number, name, address from stores`,
    `create temp table scale_slots on commit drop as
      select row_number() over (order by time_from) as n, time_from, time_to from delivery_time_slots`,
  ]);
  const [ref] = await exec(`select
      (select count(*) from scale_goods where list = 'all')::int as goods,
      (select count(*) from scale_goods where list = 'stocked')::int as stocked,
      (select count(distinct box_no) from scale_flavours)::int as boxes,
      (select count(*) from scale_card_products)::int as cards,
      (select count(*) from scale_stores)::int as stores,
      (select count(*) from scale_slots)::int as slots,
      (select id from products where slug = 'package-bag') as bag,
      (select id from products where slug = 'package-gift') as gift,
      (select id from legal_documents where kind = 'offer' order by version desc limit 1) as offer,
      (select id from legal_documents where kind = 'consent' order by version desc limit 1) as consent,
      (select id from legal_documents where kind = 'privacy' order by version desc limit 1) as privacy`);
  const missing = Object.entries(ref!).filter(([, value]) => !value);
  if (missing.length > 0)
    throw new Error(
      `the catalogue is not seeded (no ${missing.map(([key]) => key).join(', ')}): run npm run seed`,
    );
  const r = Object.fromEntries(Object.entries(ref!).map(([key, value]) => [key, Number(value)]));

  // --- Accounts (the first is the heavy customer) and three admins whose names the audit keeps. ---
  await step('accounts planned', [
    `create temp table scale_users on commit drop as
      select nextval('users_id_seq')::int as id, s.*
      from (select n, ${random1(15)} as fi, ${random1(20)} as li, random() < 0.55 as female, ${random1(DOMAINS.length)} as dom,
          n = 1 or random() < 0.85 as has_phone, random() < 0.3 as verified
        from generate_series(1, ${A}) n order by n) s`,
    `create unique index on scale_users (n)`,
    `analyze scale_users`,
  ]);

  // --- Orders: when, whose, how delivered (ids and numbers follow the time they were placed). ---
  const historic = `(${moscowMidnight(`(${now} - interval '2 years' + (interval '2 years' - interval '2 hours') * sqrt(random()))`)}
      + (8 * 3600 + 15 * 3600 * (random() + random()) / 2) * interval '1 second')`;
  await step('orders planned', [
    `create temp table scale_times on commit drop as
      select k, k > ${N - K} as awaiting,
        case when k > ${N - K} then ${now} - random() * interval '50 minutes' else ${historic} end as t
      from generate_series(1, ${N}) k`,
    `create temp table scale_plan on commit drop as
      select nextval('orders_id_seq')::int as id, nextval('order_numbers')::int as number, s.*
      from (select k, awaiting,
          case when not awaiting and t > ${now} - interval '2 hours' then t - interval '1 day' else t end as created_at
        from scale_times order by 3, k) s`,
    `create temp table scale_orders on commit drop as
      select p.id, p.number, p.awaiting, p.created_at, p.created_at + interval '${payMinutes} minutes' as pay_until,
        p.heavy, p.user_n, p.card_only,
        case when p.card_only then 'email' when random() < 0.6 then 'pickup' else 'courier' end as delivery_type,
        case when p.card_only then case when random() < 0.85 then 1 else 2 end
          else case when p.r_lines < 0.45 then 1 when p.r_lines < 0.75 then 2 when p.r_lines < 0.92 then 3 else 4 end
        end as n_lines,
        not p.card_only and not p.awaiting and random() < 0.15 as has_box,
        not p.card_only and random() < 0.2 as add_package,
        not p.card_only and random() < 0.07 as add_present,
        random() < 0.35 as use_bonus,
        ${random1(r.stores!)} as store_n, ${random1(r.slots!)} as slot_n,
        not p.awaiting and random() < case when p.card_only then 0.04 else 0.06 end as never_paid,
        random() as r_cancel, random() as r_refund, random() as r_pay
      from (select scale_plan.*, k <= ${H} and not awaiting as heavy,
          case when k <= ${H} and not awaiting then 1
            when ${A} > 1 and random() >= 0.25 then least(${A}, 2 + floor((${A} - 1) * power(random(), 1.6))::int)
          end as user_n,
          not awaiting and random() < 0.01 as card_only, random() as r_lines
        from scale_plan) p`,
    `create unique index on scale_orders (id)`,
    `analyze scale_orders`,
  ]);

  // --- Lines at the catalogue's prices: products, a custom box with its flavours, packages, gift cards. ---
  await step(
    'lines planned',
    [
      `create temp table scale_picks on commit drop as
        select o.id as order_id, case when o.awaiting then 'stocked' else 'all' end as list, j,
          1 + floor(random() * case when o.awaiting then ${r.stocked} else ${r.goods} end)::int as pick,
          case when random() < 0.6 then 1 when random() < 0.6 then 2 when random() < 0.7 then 3 else 4 end as quantity
        from scale_orders o cross join generate_series(1, o.n_lines) j
        where not o.card_only`,
      `create temp table scale_boxes on commit drop as
        select o.id as order_id, 1 + floor(random() * ${r.boxes})::int as box_no,
          case when random() < 0.5 then 4 when random() < 0.6 then 8 else 12 end as size,
          case when random() < 0.2 then 1 when random() < 0.5 then 2 else 4 end as d,
          floor(random() * 1000)::int as o
        from scale_orders o where o.has_box`,
      `create temp table scale_lines_raw on commit drop as
        select distinct on (p.order_id, g.id) p.order_id, p.j as seq, 'product' as kind, g.id as product_id,
          null::text as box_type, g.name, g.image,
          case when q.quantity = 4 and g.price4 is not null then g.price4 else g.price end as price, q.quantity,
          null::int as parent_seq
        from scale_picks p
        join scale_goods g on g.list = p.list and g.n = p.pick
        cross join lateral (select case when g.kind = 'merch' then 1 else p.quantity end as quantity) q
        order by p.order_id, g.id, p.j`,
      // The flavours of a box: d distinct ones of one box group, size / d pieces each.
      `insert into scale_lines_raw
        select b.order_id, 101 + j, 'flavour', f.id, null, f.name, f.image, (f.prices->>b.size::text)::int, b.size / b.d, 100
        from scale_boxes b
        cross join generate_series(0, b.d - 1) j
        join (select box_no, count(*)::int as flavours from scale_flavours group by box_no) c on c.box_no = b.box_no
        join scale_flavours f on f.box_no = b.box_no and f.n = 1 + (b.o + j) % c.flavours
        where b.d <= c.flavours`,
      `insert into scale_lines_raw
        select b.order_id, 100, 'box', null, 'box' || b.size, ${boxNames}, f.image, f.price, 1, null
        from scale_boxes b join (
          select order_id, sum(price * quantity) as price, (array_agg(image order by seq))[1] as image
          from scale_lines_raw where kind = 'flavour' group by order_id) f on f.order_id = b.order_id`,
      `insert into scale_lines_raw
        select o.id, 200, 'package', p.id, null, p.name, p.image_urls->>0, ${PACKAGE_PRICE}, 1, null
        from scale_orders o join products p on p.id = ${r.bag} where o.add_package`,
      `insert into scale_lines_raw
        select o.id, 201, 'package', p.id, null, p.name, p.image_urls->>0, ${PRESENT_PACKAGE_PRICE}, 1, null
        from scale_orders o join products p on p.id = ${r.gift} where o.add_present`,
      `insert into scale_lines_raw
        select distinct on (p.id, c.id) p.id, p.j, 'gift_card', c.id, null, c.name, c.image, c.price,
          case when random() < 0.8 then 1 else 2 end, null
        from (select o.id, j, 1 + floor(random() * ${r.cards})::int as pick
            from scale_orders o cross join generate_series(1, o.n_lines) j where o.card_only offset 0) p
        join scale_card_products c on c.n = p.pick
        order by p.id, c.id, p.j`,
      // Ids in the order the shop writes them: products, the box and then its flavours, the packages.
      `create temp table scale_lines on commit drop as
        select nextval('order_items_id_seq')::int as id, s.*
        from (select * from scale_lines_raw order by order_id, seq) s`,
      `create index on scale_lines (order_id)`,
      `create temp table scale_goods_of on commit drop as
        select order_id,
          coalesce(sum(price * quantity) filter (where kind in ('product', 'box', 'gift_card')), 0)::int as goods,
          coalesce(sum(price * quantity) filter (where kind = 'gift_card'), 0)::int as card_goods,
          coalesce(sum(price * quantity) filter (where kind = 'package'), 0)::int as packages
        from scale_lines group by order_id`,
      `create unique index on scale_goods_of (order_id)`,
      `analyze scale_lines`,
      `analyze scale_goods_of`,
    ],
    'scale_lines',
  );

  // --- What became of each order: paid and carried through its steps, lapsed, cancelled or refunded. ---
  await step('statuses planned', [
    `create temp table scale_flow on commit drop as
      select o.*, u.id as user_id,
        o.never_paid and o.r_cancel < 0.1 as admin_cancel,
        case when o.awaiting or o.never_paid then null else o.created_at + (1 + o.r_pay * 14) * interval '1 minute' end as paid_at,
        s.number as shop_number, s.name as shop_name, s.address as shop_address,
        sl.time_from as slot_from, sl.time_to as slot_to,
        ${moscowDate(`(o.created_at + interval '1 day')`)} as delivery_date,
        ${moscowMidnight('o.created_at')} + interval '1 day' + sl.time_from::interval - interval '1 hour' as courier_out
      from scale_orders o
      left join scale_users u on u.n = o.user_n
      join scale_stores s on s.n = o.store_n
      join scale_slots sl on sl.n = o.slot_n`,
    `create temp table scale_steps on commit drop as
      select f.*,
        case when f.admin_cancel then f.created_at + (5 + f.r_cancel * 450) * interval '1 minute'
          when f.never_paid then f.pay_until end as cancelled_at,
        case when f.paid_at is not null and not f.card_only and f.r_refund < 0.025
            and f.paid_at + interval '1 hour' + f.r_refund * 40 * interval '14 days' < ${now} - interval '30 minutes'
          then f.paid_at + interval '1 hour' + f.r_refund * 40 * interval '14 days' end as refunded_at,
        f.paid_at + (10 + random() * 80) * interval '1 minute' as assembling_at
      from scale_flow f`,
    `create temp table scale_timeline on commit drop as
      select s.*,
        case when s.delivery_type = 'pickup' then s.assembling_at + (30 + random() * 120) * interval '1 minute'
          else s.courier_out end as middle_at
      from scale_steps s`,
    `create temp table scale_status on commit drop as
      select t.*,
        t.middle_at + case when t.delivery_type = 'pickup' then (1 + random() * 71) * interval '1 hour'
          else (30 + random() * 120) * interval '1 minute' end as handed_at
      from scale_timeline t`,
    `create temp table scale_final on commit drop as
      select s.*, least(${now}, coalesce(s.refunded_at, ${now})) as steps_until,
        case when s.awaiting then 'awaiting_payment'
          when s.never_paid then 'cancelled'
          when s.refunded_at is not null then 'refunded'
          when s.delivery_type = 'email' then 'paid'
          when s.handed_at <= ${now} then 'handed_over'
          when s.middle_at <= ${now} then case when s.delivery_type = 'pickup' then 'ready' else 'with_courier' end
          when s.assembling_at <= ${now} then 'assembling'
          else 'paid' end as status,
        -- A paid order in every status but 'refunded' can spend a card; a refund gives back a provider payment.
        s.paid_at is not null and s.refunded_at is null and not s.card_only as spendable
      from scale_status s`,
    `create unique index on scale_final (id)`,
    `create index on scale_final (created_at) where spendable`,
    `create index on scale_final (user_n)`,
    `analyze scale_final`,
  ]);

  // --- Gift cards: one per unit of a paid card order; half are spent later, on one order each. ---
  await step(
    'gift cards planned',
    [
      `create temp table scale_cards on commit drop as
        select nextval('gift_cards_id_seq')::int as id, l.order_id, l.id as item_id, l.price as amount,
          f.user_id as buyer_user_id, f.paid_at as issued_at, f.paid_at + interval '1 year' as expires_at
        from scale_lines l join scale_final f on f.id = l.order_id cross join generate_series(1, l.quantity) u
        where l.kind = 'gift_card' and f.paid_at is not null`,
      `create temp table scale_spends on commit drop as
        select distinct on (j.id) j.id as order_id, c.id as card_id, c.amount, c.expires_at
        from (select c.*, c.issued_at + interval '1 minute'
              + random() * (least(c.expires_at, ${now} - interval '3 hours') - c.issued_at - interval '1 minute') as t
            from scale_cards c
            where random() < 0.5 and least(c.expires_at, ${now} - interval '3 hours') > c.issued_at + interval '1 minute'
            offset 0) c
        cross join lateral (
          select f.id from scale_final f
          where f.spendable and f.created_at >= c.t and f.created_at < c.expires_at
          order by f.created_at limit 1) j
        order by j.id, c.id`,
      `create unique index on scale_spends (order_id)`,
      `analyze scale_cards`,
      `analyze scale_spends`,
    ],
    'scale_cards',
  );

  // --- Money: guests' in SQL; each account's walked in the order it happened, with the shop's rules. ---
  await step('money of guest orders', [
    `create temp table scale_money (id int primary key, bonus int, gift_card int, total int, cash_back int, paid_at_once boolean) on commit drop`,
    `insert into scale_money
      select f.id, 0, c.paid, g.goods + g.packages + d.fee - c.paid, 0,
        f.paid_at is not null and g.goods + g.packages + d.fee = c.paid
      from scale_final f join scale_goods_of g on g.order_id = f.id
      cross join lateral (select case when f.delivery_type = 'courier' then ${COURIER_FEE} else 0 end as fee) d
      left join scale_spends sp on sp.order_id = f.id
      -- What the card pays: up to its balance, never more than the order (least() would skip a null).
      cross join lateral (select case when sp.amount is null then 0
        else least(sp.amount, g.goods + g.packages + d.fee) end as paid) c
      where f.user_id is null`,
  ]);
  const t0 = performance.now();
  const usersPerBatch = Math.max(1, Math.ceil((A * batch) / Math.max(1, N)));
  for (let from = 1; from <= A; from += usersPerBatch) {
    const rows = await exec(`
      select f.id, f.user_id, f.created_at, f.paid_at, f.cancelled_at, f.refunded_at, f.delivery_type,
        f.add_package, f.add_present, f.use_bonus, g.goods, g.card_goods, sp.amount as card
      from scale_final f join scale_goods_of g on g.order_id = f.id left join scale_spends sp on sp.order_id = f.id
      where f.user_n between ${from} and ${from + usersPerBatch - 1}
      order by f.user_id, f.created_at, f.id`);
    const money = [];
    for (const orders of groupedBy(rows.map(planned), (order) => order.userId))
      money.push(...accountMoney(orders));
    if (money.length === 0) continue;
    await tx.execute(sql`
      insert into scale_money
      select id, bonus, "giftCard", total, "cashBack", "paidAtOnce"
      from json_to_recordset(${JSON.stringify(money)}::json)
        as m(id int, bonus int, "giftCard" int, total int, "cashBack" int, "paidAtOnce" boolean)`);
  }
  await exec(`analyze scale_money`);
  log(`  money of account orders: ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // --- The accounts, registered before their first order, each with the consent it signed in with. ---
  await step(
    'accounts',
    [
      `insert into users (id, email, phone, phone_verified_at, first_name, last_name, created_at)
        select u.id,
          ${firstLatin('u.female', 'u.fi')} || '.' || ${lastLatin('u.female', 'u.li')} || u.id || '@' || ${pick(DOMAINS, 'u.dom')},
          case when u.has_phone then ${phoneOf('u.id')} end,
          case when u.has_phone and u.verified then least(${now}, reg.at + interval '2 days') end,
          ${firstName('u.female', 'u.fi')}, ${lastName('u.female', 'u.li')}, reg.at
        from scale_users u
        left join (select user_id, min(created_at) as first from scale_final group by user_id) o on o.user_id = u.id
        cross join lateral (select coalesce(o.first - (10 + random() * 43200) * interval '1 minute',
          ${now} - random() * interval '2 years') as at) reg`,
      `insert into consent_log (at, user_id, email, document_id, privacy_document_id, purpose, ip, user_agent)
        select u.created_at, u.id, u.email, ${r.consent}, ${r.privacy}, 'sign_in', ${randomIp}, ${pick(BROWSERS, random1(BROWSERS.length))}
        from users u join scale_users s on s.id = u.id`,
    ],
    'scale_users',
  );
  const staff = await exec(`
    insert into users (id, email, first_name, last_name, is_admin, created_at)
    select id, 'staff' || n || '.' || id || '@humbl.ru', ${pick(
      WOMEN.map((w) => w[0]),
      'n',
    )}, 'Админ', true, ${now} - interval '2 years 1 day'
    from (select n, nextval('users_id_seq')::int as id from generate_series(1, 3) n) s
    returning id, email, created_at`);
  await exec(`
    insert into consent_log (at, user_id, email, document_id, privacy_document_id, purpose, ip, user_agent)
    select created_at, id, email, ${r.consent}, ${r.privacy}, 'sign_in', ${randomIp}, ${text(BROWSERS[2]!)}
    from users where id in (${staff.map((row) => Number(row.id)).join(', ')})`);
  const actor = (id: string) =>
    `(array[${staff.map((s) => s.id).join(', ')}])[1 + ${id} % 3], (array[${staff.map((s) => text(String(s.email))).join(', ')}])[1 + ${id} % 3]`;

  // --- Everything of the orders, a batch of them per statement. ---
  const [span] = await exec(`select min(id) as lo, max(id) as hi from scale_final`);
  const lo = Number(span!.lo ?? 1);
  const hi = Number(span!.hi ?? 0);
  const written = { orders: 0 };
  const t1 = performance.now();
  for (let from = lo; from <= hi; from += batch) {
    const to = Math.min(hi, from + batch - 1);
    const range = (column: string) => `${column} between ${from} and ${to}`;
    const tb = performance.now();
    await exec(`
      insert into orders (id, number, owner, user_id, status, status_changed_at, first_name, last_name, phone, email,
        delivery_type, shop_number, shop_name, shop_address, address, delivery_date, slot_from, slot_to,
        goods_amount, packages_amount, delivery_amount, bonus_spent, gift_card_spent, total_amount, cash_back,
        created_at, pay_until, paid_at, cancelled_at, refunded_at, client_ip, offer_document_id, personal_data_erased_at)
      select f.id, f.number,
        case when f.user_id is null then 'guest:' || gen_random_uuid() else 'user:' || f.user_id end,
        f.user_id, f.status,
        case when f.admin_cancel then f.cancelled_at
          when f.paid_at is null or f.delivery_type = 'email' or f.assembling_at > f.steps_until then null
          when f.handed_at <= f.steps_until then f.handed_at
          when f.middle_at <= f.steps_until then f.middle_at
          else f.assembling_at end,
        case when e.erased then '' else coalesce(u.first_name, c.first) end,
        case when e.erased then '' else coalesce(u.last_name, c.last) end,
        case when e.erased then '' else coalesce(u.phone, ${randomPhone}) end,
        case when e.erased then '' else coalesce(u.email, c.email) end,
        f.delivery_type,
        case when f.delivery_type = 'pickup' then f.shop_number end,
        case when f.delivery_type = 'pickup' then f.shop_name end,
        case when f.delivery_type = 'pickup' then f.shop_address end,
        case when f.delivery_type = 'courier' and not e.erased then
          'Санкт-Петербург, ' || ${pick(STREETS, random1(STREETS.length))} || ', ' || (1 + floor(random() * 120))::int || ', кв. ' || (1 + floor(random() * 300))::int end,
        case when f.delivery_type = 'courier' then f.delivery_date end,
        case when f.delivery_type = 'courier' then f.slot_from end,
        case when f.delivery_type = 'courier' then f.slot_to end,
        g.goods, g.packages, case when f.delivery_type = 'courier' then ${COURIER_FEE} else 0 end,
        m.bonus, m.gift_card, m.total, m.cash_back,
        f.created_at, f.pay_until, case when m.paid_at_once then f.created_at else f.paid_at end, f.cancelled_at, f.refunded_at,
        case when e.erased then null else ${randomIp} end, ${r.offer},
        case when e.erased then least(${now}, f.created_at + interval '${guestMonths} months' + interval '1 minute') end
      from scale_final f
      join scale_goods_of g on g.order_id = f.id
      join scale_money m on m.id = f.id
      left join users u on u.id = f.user_id
      cross join lateral (select f.user_id is null and f.paid_at is null and f.status = 'cancelled'
        and f.created_at <= ${now} - interval '${guestMonths} months' as erased) e
      -- (Each lateral names the row it belongs to, so it is drawn again for every order.)
      cross join lateral (select ${random1(15)} as fi, ${random1(20)} as li, random() < 0.55 as female, f.id) n
      cross join lateral (select ${firstName('n.female', 'n.fi')} as first, ${lastName('n.female', 'n.li')} as last,
        ${firstLatin('n.female', 'n.fi')} || '.' || ${lastLatin('n.female', 'n.li')} || f.number || '@' || ${pick(DOMAINS, random1(DOMAINS.length))} as email) c
      where ${range('f.id')}
      order by f.id`);
    await exec(`
      insert into order_items (id, order_id, parent_id, kind, product_id, box_type, name, image, price, quantity,
        recipient_email, sender_name, gift_message)
      select l.id, l.order_id, parent.id, l.kind, l.product_id, l.box_type, l.name, l.image, l.price, l.quantity,
        g.recipient, g.sender, g.message
      from scale_lines l
      left join scale_lines parent on parent.order_id = l.order_id and parent.seq = l.parent_seq
      join orders o on o.id = l.order_id
      cross join lateral (select l.kind = 'gift_card' and random() < 0.4 and o.personal_data_erased_at is null as to_friend) t
      cross join lateral (select
        case when t.to_friend then 'friend' || l.id || '@' || ${pick(DOMAINS, random1(DOMAINS.length))} end as recipient,
        case when t.to_friend then o.first_name end as sender,
        case when t.to_friend then ${pick(GIFT_MESSAGES, random1(GIFT_MESSAGES.length))} end as message) g
      where ${range('l.order_id')}
      order by l.id`);
    // Payment attempts: a pending one of most orders awaiting payment, a declined or expired one of some,
    // and one succeeded payment of every paid order that left something to pay.
    await exec(`
      create temp table scale_payments on commit drop as
      select nextval('payments_id_seq')::int as id, a.*, gen_random_uuid()::text as key, gen_random_uuid()::text as provider_id
      from (
        select o.id as order_id, o.number, 'pending' as status, o.created_at as at, o.total_amount as amount, o.pay_until
        from orders o join scale_final f on f.id = o.id
        where ${range('o.id')} and o.status = 'awaiting_payment' and f.r_pay < 0.7
        union all
        select o.id, o.number, 'canceled', o.created_at + interval '30 seconds', o.total_amount, o.pay_until
        from orders o join scale_final f on f.id = o.id
        where ${range('o.id')} and o.total_amount > 0
          and ((o.paid_at is null and o.status = 'cancelled' and f.r_pay < 0.5) or (o.paid_at is not null and f.r_pay < 0.04))
        union all
        select o.id, o.number, 'succeeded', o.created_at + (o.paid_at - o.created_at) / 2, o.total_amount, o.pay_until
        from orders o
        where ${range('o.id')} and o.paid_at is not null and o.total_amount > 0
        order by 1, 4
      ) a`);
    await exec(`
      insert into test_provider_payments (id, idempotence_key, amount, description, order_id, order_number, status,
        return_url, created_at, expires_at)
      select provider_id, key, amount, 'Заказ №' || number || ' в магазине humbl', order_id, number::text, status,
        '/personalAccount/orders?order=' || order_id, at, pay_until
      from scale_payments`);
    await exec(`
      insert into payments (id, order_id, provider, idempotence_key, provider_payment_id, amount, status,
        confirmation_url, created_at, expires_at)
      select id, order_id, 'test', key, provider_id, amount, status, '/pay/' || provider_id, at, pay_until
      from scale_payments`);
    await exec(`
      create temp table scale_refunds on commit drop as
      select nextval('refunds_id_seq')::int as id, p.id as payment_id, p.provider_id, f.id as order_id, p.amount,
        f.refunded_at as at, gen_random_uuid()::text as key, gen_random_uuid()::text as provider_refund_id,
        ${pick(REFUND_REASONS, random1(REFUND_REASONS.length))} as reason
      from scale_payments p join scale_final f on f.id = p.order_id
      where p.status = 'succeeded' and f.status = 'refunded'`);
    await exec(`
      insert into test_provider_refunds (id, idempotence_key, payment_id, amount, created_at)
      select provider_refund_id, key, provider_id, amount, at from scale_refunds`);
    await exec(`
      insert into refunds (id, payment_id, order_id, idempotence_key, provider_refund_id, amount, status, reason, created_at)
      select id, payment_id, order_id, key, provider_refund_id, amount, 'succeeded', reason, at from scale_refunds`);
    // Bonus movements of the accounts' orders, as order-state.ts makes them.
    await exec(`
      insert into bonus_ledger (user_id, order_id, order_number, kind, amount, paid, created_at)
      select user_id, id, number::text, kind, amount, paid, at from (
        select o.user_id, o.id, o.number, 'spent' as kind, -o.bonus_spent as amount, 0 as paid, o.created_at as at, 1 as seq
        from orders o where ${range('o.id')} and o.user_id is not null and o.bonus_spent > 0
        union all
        select o.user_id, o.id, o.number, 'cash_back', o.cash_back, o.total_amount, o.paid_at, 2
        from orders o where ${range('o.id')} and o.user_id is not null and o.paid_at is not null
        union all
        select o.user_id, o.id, o.number, 'returned', o.bonus_spent, 0, coalesce(o.refunded_at, o.cancelled_at), 4
        from orders o where ${range('o.id')} and o.user_id is not null and o.bonus_spent > 0
          and o.status in ('cancelled', 'refunded')
        union all
        select o.user_id, o.id, o.number, 'cash_back_reversed', -o.cash_back, -o.total_amount, o.refunded_at, 3
        from orders o where ${range('o.id')} and o.user_id is not null and o.status = 'refunded'
      ) movements order by at, id, seq`);
    // The offer every order accepted, and a guest's processing consent (checkout's consent rows).
    await exec(`
      insert into consent_log (at, user_id, email, session_id, document_id, privacy_document_id, purpose, order_id,
        order_number, ip, user_agent, erased_at)
      select o.created_at, o.user_id, nullif(o.email, ''),
        case when o.personal_data_erased_at is null and o.owner like 'guest:%' then substr(o.owner, 7) end,
        d.id, d.privacy, 'checkout', o.id, o.number,
        case when o.personal_data_erased_at is null then ${randomIp} end,
        case when o.personal_data_erased_at is null then ${pick(BROWSERS, random1(BROWSERS.length))} end,
        o.personal_data_erased_at
      from orders o
      cross join lateral (select ${r.offer} as id, null::int as privacy
        union all select ${r.consent}, ${r.privacy} where o.user_id is null) d
      where ${range('o.id')}
      order by o.id, d.id`);
    // The admins' moves: each fulfilment step, cancels of unpaid orders and refunds, as /admin records them.
    await exec(`
      insert into audit_log (actor_id, actor_email, action, target, before, after, created_at)
      select ${actor('a.order_id')}, a.action, 'order:' || a.order_id, a.before, a.after, a.at from (
        select f.id as order_id, 'order.status' as action, jsonb_build_object('status', s.before) as before,
          jsonb_build_object('status', s.after) as after, s.at
        from scale_final f
        cross join lateral (values
          ('paid', 'assembling', f.assembling_at),
          ('assembling', case when f.delivery_type = 'pickup' then 'ready' else 'with_courier' end, f.middle_at),
          (case when f.delivery_type = 'pickup' then 'ready' else 'with_courier' end, 'handed_over', f.handed_at)
        ) s(before, after, at)
        where ${range('f.id')} and f.paid_at is not null and f.delivery_type <> 'email' and s.at <= f.steps_until
        union all
        select f.id, 'order.cancel', jsonb_build_object('status', 'awaiting_payment'),
          jsonb_build_object('status', 'cancelled', 'reason', ${pick(CANCEL_REASONS, random1(CANCEL_REASONS.length))}), f.cancelled_at
        from scale_final f where ${range('f.id')} and f.admin_cancel
        union all
        select f.id, 'order.refund', jsonb_build_object('status',
            case when f.delivery_type = 'email' or f.assembling_at > f.refunded_at then 'paid'
              when f.middle_at > f.refunded_at then 'assembling'
              when f.handed_at > f.refunded_at then case when f.delivery_type = 'pickup' then 'ready' else 'with_courier' end
              else 'handed_over' end),
          jsonb_build_object('status', 'refunded', 'reason', r.reason), f.refunded_at
        from scale_final f join scale_refunds r on r.order_id = f.id
        where ${range('f.id')}
      ) a order by a.at, a.order_id`);
    await exec(`drop table scale_payments, scale_refunds`);
    written.orders += to - from + 1;
    log(
      `  orders ${from}…${to}: ${((performance.now() - tb) / 1000).toFixed(1)} s (${Math.round(
        (written.orders / Math.max(1, N)) * 100,
      )} %)`,
    );
  }
  log(
    `  orders with lines, payments, ledgers, consents, audit: ${((performance.now() - t1) / 1000).toFixed(1)} s`,
  );

  // --- Gift cards (mailed when paid for), their ledger, and the offset receipts of the orders they paid. ---
  await step('gift cards', [
    `insert into gift_cards (id, code_hash, last4, amount, order_id, order_item_id, buyer_user_id, buyer_email,
        recipient_email, sender_name, message, send_at, sent_at, sends, expires_at, created_at)
      select c.id, encode(sha256(convert_to(c.id || ':' || gen_random_uuid(), 'UTF8')), 'hex'),
        (select string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1), '')
          from generate_series(1, 4) where c.id is not null),
        c.amount, c.order_id, c.item_id, c.buyer_user_id, o.email, i.recipient_email, i.sender_name, i.gift_message,
        c.issued_at, c.issued_at + interval '1 minute', 1, c.expires_at, c.issued_at
      from scale_cards c join orders o on o.id = c.order_id join order_items i on i.id = c.item_id`,
    `insert into gift_card_ledger (card_id, kind, amount, order_id, note, created_at)
      select card_id, kind, amount, order_id, note, at from (
        select c.id as card_id, 'issued' as kind, c.amount, c.order_id, null as note, c.issued_at as at
        from scale_cards c
        union all
        select s.card_id, 'spent', -o.gift_card_spent, o.id, null, o.created_at
        from scale_spends s join orders o on o.id = s.order_id where o.gift_card_spent > 0
        union all
        select c.id, 'expired', -(c.amount - coalesce(o.gift_card_spent, 0)), null, 'Срок действия истёк', c.expires_at
        from scale_cards c left join scale_spends s on s.card_id = c.id left join orders o on o.id = s.order_id
        where c.expires_at <= ${now} and c.amount > coalesce(o.gift_card_spent, 0)
      ) movements order by at, card_id`,
    `insert into separate_receipts (order_id, type, idempotence_key, provider_receipt_id, status, created_at)
      select o.id, 'payment', gen_random_uuid()::text, gen_random_uuid()::text, 'succeeded', o.paid_at + interval '1 minute'
      from orders o join scale_spends s on s.order_id = o.id where o.gift_card_spent > 0`,
  ]);

  for (const table of [
    'orders',
    'order_items',
    'payments',
    'refunds',
    'bonus_ledger',
    'gift_cards',
    'gift_card_ledger',
    'consent_log',
    'audit_log',
  ]) {
    const [row] = await exec(`select count(*)::int as n from ${table}`);
    counts[table] = Number(row!.n);
  }
  const [heavy] =
    H > 0
      ? await exec(`select u.id, u.email from users u join scale_users s on s.id = u.id where s.n = 1`)
      : [];
  return {
    heavy: heavy ? { id: Number(heavy.id), email: String(heavy.email) } : null,
    staff: staff.map((s) => ({ id: Number(s.id), email: String(s.email) })),
    counts,
  };
}

function planned(row: Row): PlannedOrder {
  const date = (value: unknown) => (value === null ? null : new Date(value as string | Date));
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    createdAt: date(row.created_at)!,
    paidAt: date(row.paid_at),
    cancelledAt: date(row.cancelled_at),
    refundedAt: date(row.refunded_at),
    goods: Number(row.goods),
    cardGoods: Number(row.card_goods),
    deliveryType: row.delivery_type as PlannedOrder['deliveryType'],
    addPackage: Boolean(row.add_package),
    addPresentPackage: Boolean(row.add_present),
    useBonus: Boolean(row.use_bonus),
    card: row.card === null ? null : Number(row.card),
  };
}

/** Runs of consecutive rows with the same key. */
function groupedBy<T>(rows: readonly T[], key: (row: T) => unknown): T[][] {
  const groups: T[][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && key(last[0]!) === key(row)) last.push(row);
    else groups.push([row]);
  }
  return groups;
}
