// Generated malformed input: hostile path and query values, bodies of every wrong shape and type.
import fc from 'fast-check';

export const INJECTIONS = [
  "1' OR '1'='1",
  '1; drop table products--',
  "1'; drop table public.orders; --",
  "' union select email, password_hash from local_auth.users --",
  '1 or 1=1',
  '$1',
  '%27%20OR%201%3D1',
  '../../etc/passwd',
  '..%2f..%2fsecrets.json',
  '\u0000',
  'Ann\u0000e',
  // lone UTF-16 surrogates (PostgreSQL refuses them: 22021) and huge values
  '\ud800',
  'x\udc00y',
  'end\ud83d',
  String(Number.MAX_VALUE),
  '-'.concat('9'.repeat(400)),
  '0',
  '-1',
  '1.5',
  '1e308',
  '9007199254740993',
  '99999999999999999999999999',
  'NaN',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  'ﬁ𝔘ñ🙂\u202e',
  'x'.repeat(5000),
];

export const paramValue = fc.oneof(
  fc.constantFrom(...INJECTIONS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer().map(String),
  fc.string({ minLength: 300, maxLength: 3000 }),
);

const QUERY_KEYS = [
  'lang',
  'is_hero',
  'is_flagship',
  'category',
  'gender',
  'id',
  'token',
  'session',
  'status',
  'page',
  'q',
  'PayerID',
  'access',
];
export const query = fc.dictionary(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 10 })), paramValue, {
  maxKeys: 4,
});

/** Field names the API reads, so that wrong-typed values reach the validation of real fields. */
const FIELDS = [
  'items',
  'product_id',
  'quantity',
  'customer',
  'email',
  'password',
  'firstName',
  'lastName',
  'address',
  'city',
  'postalCode',
  'country',
  'paymentMethod',
  'promoCode',
  'language',
  'name',
  'slug',
  'status',
  'orders',
  'order',
  'featured',
  'hero',
  'token',
  'price',
  'stock',
  'size_ml',
  'gender',
  'category_id',
  'is_flagship',
  '_method',
  'images_to_delete',
  'accessToken',
  'step',
  'code',
];

const wrongTypedObject = fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 8 });
const nestedWrongTypes = fc.record({
  items: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.array(wrongTypedObject, { maxLength: 3 })),
  customer: fc.oneof(fc.jsonValue({ maxDepth: 2 }), wrongTypedObject),
  paymentMethod: fc.jsonValue({ maxDepth: 1 }),
  email: fc.oneof(fc.constantFrom(...INJECTIONS), fc.jsonValue({ maxDepth: 1 })),
  password: fc.jsonValue({ maxDepth: 1 }),
  name: fc.oneof(fc.constantFrom(...INJECTIONS), fc.jsonValue({ maxDepth: 1 })),
  status: fc.oneof(fc.constantFrom('paid', 'PAID', "paid' --", 'refunded'), fc.jsonValue({ maxDepth: 1 })),
  quantity: fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, 2 ** 31, -0, 1.5, '\u0000', '\ud800'),
  price: fc.constantFrom(1e308, 2 ** 63, -1, 0.001, '12,50', '\ud800'),
});

/** Strings that break the text rule (NUL, lone surrogates), for any field and for keys. */
const BROKEN_TEXT = ['\u0000', 'a\u0000', '\ud800', 'b\udfff', '\udc00\ud800'];
const brokenTextObject = fc.dictionary(
  fc.oneof(fc.constantFrom(...FIELDS), fc.constantFrom(...BROKEN_TEXT)),
  fc.oneof(fc.constantFrom(...BROKEN_TEXT), fc.array(fc.constantFrom(...BROKEN_TEXT), { maxLength: 2 })),
  { minKeys: 1, maxKeys: 6 },
);

export interface FuzzBody {
  contentType: string | null;
  body: string | Uint8Array | FormData | null;
}

const json = (value: unknown): FuzzBody => ({ contentType: 'application/json', body: JSON.stringify(value) ?? 'null' });

function deepNesting(depth: number): string {
  return `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;
}

const formBody = fc
  .dictionary(fc.oneof(fc.constantFrom(...FIELDS, 'images[0]', 'image'), fc.string({ maxLength: 8 })), paramValue, {
    maxKeys: 6,
  })
  .map((fields): FuzzBody => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    // a file name that breaks the text rule now and then (NUL, lone surrogate)
    const name = ['x.svg', 'x\u0000.png', 'x\ud800.png'][Object.keys(fields).length % 3] ?? 'x.svg';
    form.set('image', new File([new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0x3e])], name, { type: 'image/svg+xml' }));
    return { contentType: null, body: form };
  });

export const body = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map(json),
  wrongTypedObject.map(json),
  nestedWrongTypes.map(json),
  brokenTextObject.map(json),
  nestedWrongTypes.chain((value) => brokenTextObject.map((broken) => json({ ...value, customer: broken, ...broken }))),
  fc.constant<FuzzBody>({ contentType: 'application/json', body: deepNesting(20000) }),
  fc.constant<FuzzBody>({ contentType: 'application/json', body: '{"items": [' }),
  fc.string({ maxLength: 200 }).map((s): FuzzBody => ({ contentType: 'application/json', body: s })),
  fc.uint8Array({ minLength: 1, maxLength: 200 }).map((bytes): FuzzBody => ({
    contentType: 'application/json',
    body: new Uint8Array([0xff, 0xfe, 0xc3, 0x28, ...bytes]),
  })),
  fc.string({ minLength: 50_000, maxLength: 60_000 }).map((s) => json({ name: s, email: s, items: s })),
  fc.constantFrom<FuzzBody>(
    { contentType: 'text/plain', body: '{"email":"a@b.c","password":"x"}' },
    { contentType: 'application/x-www-form-urlencoded', body: "name=1'%20OR%20'1'%3D'1&status=paid" },
    {
      contentType: 'multipart/form-data; boundary=nothing-here',
      body: '--wrong\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n',
    },
    { contentType: 'multipart/form-data', body: 'no boundary at all' },
    {
      contentType: 'application/xml',
      body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    },
    { contentType: null, body: null },
    { contentType: 'application/json', body: '' },
  ),
  formBody,
);

export const headerValue = fc.oneof(
  fc.constantFrom(...INJECTIONS.filter((v) => !v.includes('\u0000') && /^[\x20-\x7e]*$/.test(v))),
  fc.stringMatching(/^[\x21-\x7e]{0,80}$/),
);
