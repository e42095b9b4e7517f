// A shop at scale for the admin bench (and, small, for its handler test): 1,000 products and 100,000
// orders over two years, in a handful of set-based statements (generate_series), not 100k API calls.
// Deterministic: every choice comes from hashint4 of the row number, so two runs seed the same shop.
// Orders have 1-4 lines of popular-skewed products, a status that fits their age (old ones completed,
// cancelled or left shipped; recent ones spread over the five columns), a status history per
// transition, and ~20,000 returning customers with Belgian names and e-mail addresses.
import type { PendingQuery, Row } from 'postgres';
import type { Language } from '../../domain/vocabulary/language.ts';
import { ORDER_STATUSES, SETTLED_STATUSES } from '../../domain/vocabulary/order-status.ts';
import type { PaymentMethod } from '../../domain/vocabulary/payment-method.ts';
import type { Sql } from '../../server/db/client.ts';
import { seedScaleMoney } from './seed-scale-money.ts';

export interface ScaleSeed {
  orders: number;
  products: number;
  customers: number;
  /** The first seeded order id minus one: seeded ids are base+1 .. base+orders, oldest first. */
  base: number;
}

const FIRST_NAMES = [
  'Émilie',
  'Lucas',
  'Noé',
  'Louise',
  'Arthur',
  'Olivia',
  'Jules',
  'Chloé',
  'Victor',
  'Léa',
  'Adam',
  'Camille',
  'Liam',
  'Juliette',
  'Hugo',
  'Elise',
  'Mathis',
  'Nora',
  'Sacha',
  'Anaïs',
  'Thomas',
  'Marie',
  'Nathan',
  'Zoé',
  'Maxime',
  'Inès',
  'Raphaël',
  'Sofia',
  'Gabriel',
  'Lotte',
  'Lars',
  'Fien',
  'Wout',
  'Ine',
  'Senne',
  'Hanne',
  'Jens',
  'Lien',
  'Bram',
  'Eline',
  'Robbe',
  'Amber',
  'Pieter',
  'Margaux',
  'Antoine',
  'Hélène',
  'François',
  'Céline',
  'Benoît',
  'Sophie',
  'Laurent',
  'Nathalie',
  'Olivier',
  'Isabelle',
  'Youssef',
  'Amira',
  'Mehdi',
  'Sarah',
  'David',
  'Anna',
];
const LAST_NAMES = [
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Claes',
  'Goossens',
  'Wouters',
  'De Smet',
  'Dubois',
  'Lambert',
  'Dupont',
  'Martin',
  'Lejeune',
  'Renard',
  'Leclercq',
  'Van den Berg',
  'Vermeulen',
  'Hermans',
  'Michiels',
  'Desmet',
  'Lemaire',
  'Dumont',
  'Laurent',
  'Simon',
  'Leroy',
  'Denis',
  'Collard',
  'Fontaine',
  'Van Damme',
  'De Backer',
  'Pauwels',
  'Verstraete',
  'Stevens',
  'Baert',
  'Coppens',
  'Segers',
  'Lenaerts',
  'Smets',
  'Aerts',
  'Cools',
  'Vandenberghe',
  'Mathieu',
  'Gilson',
  'Henrard',
  'Noël',
  'Bastin',
  'Thiry',
  'François',
  'Mahieu',
  'Evrard',
  'Delvaux',
  'Hubert',
  'Moreau',
  'Servais',
  'Gérard',
  'Pirson',
  'El Amrani',
  'Benali',
  'Nguyen',
  'Rossi',
  'Kowalski',
  'Schmitt',
  'Müller',
  'Van Hoeck',
  'De Clercq',
  'Declercq',
  'Verhaegen',
  'Devos',
  'Vervoort',
  'Heylen',
  'Wuyts',
  'Lambrecht',
  'Geerts',
  'Wyns',
  'Thys',
  'Bogaert',
  'Dierckx',
  'Raes',
];
// Towns and their postcodes per country the scale orders ship to (each country's own postcode form,
// as the order request's schema asks of a real order: src/domain/orders/postcode.ts).
type Place = readonly [city: string, postcode: string];
const BE_PLACES: readonly Place[] = [
  ['Bruxelles', '1000'],
  ['Ixelles', '1050'],
  ['Uccle', '1180'],
  ['Liège', '4000'],
  ['Namur', '5000'],
  ['Charleroi', '6000'],
  ['Mons', '7000'],
  ['Antwerpen', '2000'],
  ['Gent', '9000'],
  ['Brugge', '8000'],
  ['Leuven', '3000'],
  ['Hasselt', '3500'],
  ['Waterloo', '1410'],
  ['Wavre', '1300'],
  ['Knokke-Heist', '8300'],
  ['Mechelen', '2800'],
];
const FR_PLACES: readonly Place[] = [
  ['Paris', '75004'],
  ['Lyon', '69002'],
  ['Lille', '59000'],
  ['Bordeaux', '33000'],
  ['Nice', '06000'],
  ['Strasbourg', '67000'],
];
const NL_PLACES: readonly Place[] = [
  ['Amsterdam', '1016 DZ'],
  ['Rotterdam', '3011 AD'],
  ['Den Haag', '2511 BT'],
  ['Utrecht', '3511 LX'],
  ['Maastricht', '6211 CK'],
];
/** A place as one text ('city|postcode'), so that one array per country picks both at the same index. */
const placeTexts = (places: readonly Place[]) => places.map(([city, postcode]) => `${city}|${postcode}`);
const DOMAINS = [
  'gmail.com',
  'hotmail.com',
  'outlook.be',
  'skynet.be',
  'telenet.be',
  'proximus.be',
  'yahoo.fr',
  'icloud.com',
];
const NOTES = [
  'Ambre',
  'Iris',
  'Vétiver',
  'Oud',
  'Rose',
  'Jasmin',
  'Santal',
  'Cuir',
  'Tubéreuse',
  'Néroli',
  'Patchouli',
  'Bergamote',
];
const STYLES = [
  'Nocturne',
  'Impérial',
  'de Bruges',
  'Absolu',
  'Éclat',
  'Velours',
  'Sauvage',
  'Poudré',
  'Royal',
  'Solaire',
];
const CATEGORIES: readonly (readonly [name: string, slug: string])[] = [
  ['Eaux de parfum', 'eaux-de-parfum'],
  ['Eaux de toilette', 'eaux-de-toilette'],
  ['Extraits', 'extraits'],
  ['Coffrets', 'coffrets'],
  ['Bougies parfumées', 'bougies-parfumees'],
  ['Miniatures', 'miniatures'],
];

// How often each method and language comes up, in this order (the seeded shop is mostly card and French).
const METHOD_WEIGHTS: Readonly<Record<PaymentMethod, number>> = { 'credit-card': 2, paypal: 1, 'bank-transfer': 1 };
const LANGUAGE_WEIGHTS: Readonly<Record<Language, number>> = { fr: 2, nl: 1, en: 1 };

/** Each key as many times as its weight: the list a row's hash picks from. */
const weighted = <K extends string>(weights: Readonly<Record<K, number>>): K[] =>
  (Object.entries(weights) as [K, number][]).flatMap(([key, weight]) => Array<K>(weight).fill(key));

type Fragment = PendingQuery<Row[]>;

/**
 * The statements' building blocks, bound to one connection. Expressions (`g`, `t.g`) are column
 * names written in this file, never input, so they go in as SQL text; every value is a parameter.
 */
function fragments(sql: Sql) {
  /** Deterministic 0 .. m-1 from a row number and a salt (hashint4 is in every PostgreSQL, PGlite too). */
  const pick = (g: string, salt: number, m: number) =>
    sql`((hashint4(${sql.unsafe(g)} * 16 + ${salt}) & 2147483647) % ${m})`;
  const ascii = (expr: string) => sql`translate(lower(${sql.unsafe(expr)}), 'éèëêïîôöüûàâç -', 'eeeeiioouuaac')`;
  /** Every line of every seeded order: g is the order's row number, l its line. */
  const lines = (orders: number): Fragment => sql`
    with p as (select array_agg(id order by id) as ids from public.products),
    lines as (
      select g, l, pr.id as product_id, pr.name_fr as product_name, pr.size_ml, pr.price_cents as unit_price_cents,
             1 + (${pick('g', 3, 100)} >= 80)::int + (${pick('g', 4, 100)} >= 95)::int as quantity
        from generate_series(1, ${orders}::int) g
       cross join lateral generate_series(1, case when ${pick('g', 1, 100)} < 45 then 1 when ${pick('g', 1, 100)} < 75 then 2
                                                when ${pick('g', 1, 100)} < 90 then 3 else 4 end) l
        cross join p
        -- squared uniform: a few products sell much more than the rest (the best sellers)
        join public.products pr on pr.id = p.ids[1 + floor(cardinality(p.ids) * power(${pick('(g * 4 + l)', 5, 1000000)} / 1e6, 2))::int]
    )`;
  return { pick, ascii, lines };
}

export async function seedScale(
  sql: Sql,
  options: { orders: number; products: number; customers?: number; onStep?: (step: string, ms: number) => void },
): Promise<ScaleSeed> {
  const customers = options.customers ?? Math.max(1, Math.round(options.orders / 5));
  let mark = performance.now();
  const done = (step: string) => {
    const now = performance.now();
    options.onStep?.(step, now - mark);
    mark = now;
  };
  await insertCatalog(sql, options.products);
  done('products');
  const [{ base } = { base: 0 }] = await sql<
    { base: number }[]
  >`select coalesce(max(id), 0)::int as base from public.orders`;
  await sql.begin((tx) => insertOrderHistory(tx as unknown as Sql, { orders: options.orders, base, customers }, done));
  // Fresh statistics (and visibility map), as a server's autovacuum would have after two years of orders.
  for (const table of [
    'public.orders',
    'public.order_items',
    'public.order_status_history',
    'public.products',
    'public.product_sales',
    'public.order_month_totals',
    'public.order_ledger',
    'public.ledger_month_totals',
    'public.invoices',
  ]) {
    // a table name written here (identifiers cannot be parameters): plain text, nothing from outside
    await sql.unsafe(`vacuum analyze ${table}`);
  }
  done('vacuum analyze');
  return { orders: options.orders, products: options.products, customers, base };
}

async function insertCatalog(sql: Sql, products: number): Promise<void> {
  const { pick } = fragments(sql);
  await sql`insert into public.categories (name, slug)
            select * from unnest(${CATEGORIES.map(([name]) => name)}::text[], ${CATEGORIES.map(([, slug]) => slug)}::text[])
            on conflict do nothing`;
  await sql`
    insert into public.products (category_id, name_fr, name_en, name_nl, description_fr, description_en, description_nl,
                                 olfactive_notes_fr, size_ml, gender, price_cents, stock, created_at)
    select c.ids[1 + g % cardinality(c.ids)], nm, nm, nm,
           'Un parfum ' || lower(nm) || ', composé à Bruxelles.', 'A ' || lower(nm) || ' fragrance, composed in Brussels.',
           'Een ' || lower(nm) || ' geur, gecomponeerd in Brussel.', n.notes[1 + g % 12] || ', musc, bois de cèdre',
           (array[30, 50, 75, 100])[1 + ${pick('g', 6, 4)}], (array['male', 'female', 'unisex'])[1 + g % 3]::public.gender,
           4500 + ${pick('g', 7, 300)} * 100, ${pick('g', 8, 60)}, now() - make_interval(days => 800 - g % 800)
      from generate_series(1, ${products}::int) g,
           (select array_agg(id order by id) as ids from public.categories) c,
           (select ${NOTES}::text[] as notes, ${STYLES}::text[] as styles) n,
           lateral (select n.notes[1 + g % 12] || ' ' || n.styles[1 + (g / 12) % 10] || ' N°' || g as nm) named`;
}

/**
 * One transaction for the orders and their rows. A superuser (PGlite, the bench's own PostgreSQL)
 * skips the per-row triggers: the foreign-key checks, two thirds of the time, have nothing to catch
 * (every item and history row is made from an order of the same transaction), and the sales sums
 * are computed once at the end instead of line by line.
 */
async function insertOrderHistory(
  tx: Sql,
  counts: { orders: number; base: number; customers: number },
  done: (step: string) => void,
): Promise<void> {
  const [{ superuser } = { superuser: false }] = await tx<
    { superuser: boolean }[]
  >`select current_setting('is_superuser') = 'on' as superuser`;
  if (superuser) await tx`set local session_replication_role = replica`;
  const indexes = await dropSecondaryIndexes(tx);
  await insertOrders(tx, counts);
  done('orders');
  await insertLines(tx, counts.orders, counts.base);
  done('order items');
  await insertHistory(tx, counts.base);
  done('status history');
  // each index made again from its own definition, as pg_get_indexdef wrote it (DDL: no parameters)
  for (const index of indexes) await tx.unsafe(index.definition);
  done('indexes');
  // Explicit ids bypassed the identity: move it past them, so the next real order gets a fresh id.
  await tx`select setval(pg_get_serial_sequence('public.orders', 'id'), (select max(id) from public.orders))`;
  // The triggers that keep the best sellers and the months' totals did not run under the replica role: sum them once.
  await tx`select public.rebuild_product_sales()`;
  await tx`select public.rebuild_order_month_totals()`;
  // the money of the settled orders in their ledger, their invoices and a few credit notes (the
  // dashboard's revenue reads the ledger, the VAT return the invoices less the credit notes)
  await seedScaleMoney(tx, done);
}

/**
 * Secondary indexes are built once after the load, not row by row during it (the trigram ones alone
 * took a minute that way). Returns their definitions, to make them again.
 */
async function dropSecondaryIndexes(tx: Sql): Promise<{ name: string; definition: string }[]> {
  const indexes = await tx<{ name: string; definition: string }[]>`
    select format('%I.%I', n.nspname, c.relname) as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_namespace n on n.oid = c.relnamespace
     where i.indrelid in ('public.orders'::regclass, 'public.order_items'::regclass, 'public.order_status_history'::regclass)
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`;
  // an index name quoted by format('%I') above (identifiers cannot be parameters)
  for (const index of indexes) await tx.unsafe(`drop index ${index.name}`);
  return indexes;
}

/** Orders: row g is (n - g) / n of two years old; ids grow with time as a live shop's do. */
async function insertOrders(
  sql: Sql,
  { orders, base, customers }: { orders: number; base: number; customers: number },
): Promise<void> {
  const { pick, ascii, lines } = fragments(sql);
  await sql`
    ${lines(orders)},
    totals as (select g, sum(unit_price_cents * quantity)::int as subtotal from lines group by g),
    shaped as (
      select t.g, t.subtotal, (${orders}::int - t.g)::float8 / ${orders}::int * 730 as age_days, ${pick('t.g', 2, customers)} as customer,
             ${pick('t.g', 9, 100)} as r, ${pick('t.g', 10, 100)} as promo_roll,
             (${weighted(METHOD_WEIGHTS)}::public.payment_method[])[1 + ${pick('t.g', 11, weighted(METHOD_WEIGHTS).length)}] as method
        from totals t
    ),
    dated as (
      select s.*, now() - make_interval(secs => s.age_days * 86400 + ${pick('s.g', 12, 300)}) as created_at,
             case when s.age_days < 14 then
                    case when s.r < 12 then 'pending' when s.r < 40 then 'paid' when s.r < 75 then 'shipped' when s.r < 95 then 'completed' else 'cancelled' end
                  else case when s.r < 85 then 'completed' when s.r < 93 then 'cancelled' else 'shipped' end
             end::public.order_status as status,
             case when s.promo_roll < 10 then round(s.subtotal * 0.10)::int else 0 end as discount,
             n.firsts[1 + s.customer % cardinality(n.firsts)] as first_name,
             n.lasts[1 + (s.customer / cardinality(n.firsts) + s.customer * 7) % cardinality(n.lasts)] as last_name,
             c.country, split_part(c.places[1 + s.customer % cardinality(c.places)], '|', 1) as city,
             split_part(c.places[1 + s.customer % cardinality(c.places)], '|', 2) as postal_code,
             n.domains[1 + s.customer % cardinality(n.domains)] as domain
        from shaped s
       cross join (select ${FIRST_NAMES}::text[] as firsts, ${LAST_NAMES}::text[] as lasts, ${DOMAINS}::text[] as domains,
                          ${placeTexts(BE_PLACES)}::text[] as be, ${placeTexts(FR_PLACES)}::text[] as fr,
                          ${placeTexts(NL_PLACES)}::text[] as nl) n
       -- one customer in ten ships to France, one in twenty to the Netherlands; the town is of that country
       cross join lateral (
         select k.country, case k.country when 'FR' then n.fr when 'NL' then n.nl else n.be end as places
           from (select case when s.customer % 10 = 9 then 'FR' when s.customer % 20 = 8 then 'NL' else 'BE' end as country) k
       ) c
    )
    insert into public.orders (id, status, first_name, last_name, email, phone, address, city, postal_code, country, language,
                               payment_method, subtotal_cents, discount_cents, shipping_cents, total_cents, vat_cents, promo_code,
                               payment_provider, payment_id, access_token_hash, idempotency_key, request_hash, hold_until,
                               stock_released, paid_at, created_at, updated_at)
    overriding system value
    select ${base}::int + d.g, d.status, d.first_name, d.last_name,
           ${ascii('d.first_name')} || '.' || ${ascii('d.last_name')} || d.customer || '@' || d.domain,
           '+32 4' || lpad((d.customer * 7919 % 100000000)::text, 8, '0'), 'Rue ' || d.last_name || ' ' || (1 + d.customer % 180),
           d.city, d.postal_code, d.country,
           (${weighted(LANGUAGE_WEIGHTS)}::public.shop_language[])[1 + d.customer % ${weighted(LANGUAGE_WEIGHTS).length}], d.method,
           d.subtotal, d.discount, 1000, d.subtotal - d.discount + 1000, round((d.subtotal - d.discount + 1000) * 21 / 121.0)::int,
           case when d.discount > 0 then 'welcome10' end,
           case when d.status <> 'pending' and d.method <> 'bank-transfer' then case d.method when 'paypal' then 'paypal' else 'stripe' end end,
           case when d.status <> 'pending' and d.method <> 'bank-transfer' then 'pay_scale_' || (${base}::int + d.g) end,
           md5(d.g::text) || md5((d.g + ${orders}::int)::text), 'scale-order-' || (${base}::int + d.g), 'scale',
           d.created_at + case d.method when 'bank-transfer' then interval '7 days' else interval '1 hour' end,
           d.status = 'cancelled',
           case when d.status = any(${SETTLED_STATUSES}::public.order_status[]) then d.created_at + interval '4 minutes' end,
           d.created_at, d.created_at
      from dated d`;
}

async function insertLines(sql: Sql, orders: number, base: number): Promise<void> {
  const { lines } = fragments(sql);
  await sql`
    ${lines(orders)}
    insert into public.order_items (order_id, product_id, product_name, size_ml, unit_price_cents, quantity)
    select ${base}::int + g, product_id, product_name, size_ml, unit_price_cents, quantity from lines order by g, l`;
}

/** One history row per transition the order went through, as set_order_status writes them. */
async function insertHistory(sql: Sql, base: number): Promise<void> {
  // an order that is not cancelled went through every status before its own, in the order of ORDER_STATUSES
  await sql`
    insert into public.order_status_history (order_id, from_status, to_status, changed_by, changed_at)
    select o.id, t.from_status::public.order_status, t.to_status::public.order_status, t.changed_by, o.created_at + t.after
      from public.orders o
     cross join (values (null, 'pending', 'system', interval '0', 0),
                        ('pending', 'paid', 'payment', interval '4 minutes', 1),
                        ('paid', 'shipped', 'admin:admin@maison.local', interval '1 day', 2),
                        ('shipped', 'completed', 'admin:admin@maison.local', interval '6 days', 3),
                        ('pending', 'cancelled', 'system', interval '7 days', -1)) t(from_status, to_status, changed_by, after, rank)
     where o.id > ${base}::int
       and (t.rank = 0
            or (o.status = 'cancelled' and t.rank = -1)
            or (o.status <> 'cancelled' and t.rank > 0
                and t.rank <= array_position(${ORDER_STATUSES}::public.order_status[], o.status) - 1))`;
}
