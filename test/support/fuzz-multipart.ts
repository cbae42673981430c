// Restaurant forms for the fuzzer, written byte by byte so that field names, file names
// and the framing itself can be anything: valid forms, hostile names, broken bodies.
import fc from 'fast-check';
import { CUISINES } from '../../src/modules/catalogue/index.js';
import { nastyString, POLLUTION_KEY } from './fuzz-values.js';
import type { EncodedBody } from './matrix-requests.js';

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

const BOUNDARY = '----fuzzBoundary7MA4YWxkTrZu0gW';

function encode(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks = parts.flatMap((part) => {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    return [Buffer.from(head, 'utf8'), Buffer.from(part.value), Buffer.from('\r\n')];
  });
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

const text = fc.oneof({ weight: 3, arbitrary: fc.string({ minLength: 1, maxLength: 30 }) }, { weight: 2, arbitrary: nastyString });
const number = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 2_000 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('-1', '0', '1.5', '1e3', '0x10', 'Infinity', 'NaN', '', ' 1', '99999999999999999999', '１２') },
  { weight: 1, arbitrary: nastyString },
);

/** The fields of a form, mostly plausible, each sometimes hostile. */
const fieldParts: fc.Arbitrary<Part[]> = fc
  .record({
    restaurantName: text,
    city: text,
    country: text,
    deliveryPrice: number,
    estimatedDeliveryTime: number,
    cuisines: fc.array(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...CUISINES) }, { weight: 1, arbitrary: nastyString }), { maxLength: 4 }),
    menuItems: fc.array(fc.record({ name: text, price: number }), { maxLength: 3 }),
    emailNewOrders: fc.option(fc.oneof({ weight: 3, arbitrary: fc.constantFrom('true', 'false') }, { weight: 1, arbitrary: nastyString }), { nil: undefined }),
  })
  .map((form) => [
    ...(['restaurantName', 'city', 'country', 'deliveryPrice', 'estimatedDeliveryTime'] as const).map((name) => ({ name, value: form[name] })),
    ...form.cuisines.map((value, i) => ({ name: `cuisines[${i}]`, value })),
    ...form.menuItems.flatMap((item, i) => [
      { name: `menuItems[${i}][name]`, value: item.name },
      { name: `menuItems[${i}][price]`, value: item.price },
    ]),
    ...(form.emailNewOrders === undefined ? [] : [{ name: 'emailNewOrders', value: form.emailNewOrders }]),
  ]);

const HOSTILE_NAMES = [
  `__proto__[${POLLUTION_KEY}]`,
  `constructor[prototype][${POLLUTION_KEY}]`,
  `menuItems[0][__proto__][${POLLUTION_KEY}]`,
  `menuItems[__proto__][name]`,
  'cuisines[__proto__]',
  '__proto__',
  'menuItems[99999][name]',
  'cuisines[-1]',
  'menuItems[0][name][deeper][still]',
  'a[b][c][d][e][f]',
  'cuisines[]',
  'menuItems[0]',
  'menuItems',
  'restaurantName[]',
  'x\u0000y',
  '\u0000',
  'n'.repeat(300),
  '',
  'имя',
];

export type MultipartMutation = 'form' | 'fieldName' | 'file' | 'framing' | 'tooMany' | 'hugeFile';

export interface MultipartPlan {
  mutation: MultipartMutation;
  build(png: Buffer): EncodedBody;
}

const contentType = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

const withImage = (png: Buffer, image: boolean): Part[] => (image ? [{ name: 'imageFile', value: png, filename: 'shop.png', type: 'image/png' }] : []);

const FILE_TRICKS: Array<(png: Buffer) => Part[]> = [
  () => [{ name: 'imageFile', value: 'just text', filename: 'shop.png', type: 'image/png' }],
  (png) => [{ name: 'imageFile', value: png.subarray(0, 40), filename: 'cut.png', type: 'image/png' }],
  () => [{ name: 'imageFile', value: Buffer.alloc(0), filename: 'empty.png', type: 'image/png' }],
  (png) => [{ name: 'restaurantName', value: png, filename: 'shop.png', type: 'image/png' }],
  (png) => [
    { name: 'imageFile', value: png, filename: 'a.png', type: 'image/png' },
    { name: 'imageFile', value: png, filename: 'b.png', type: 'image/png' },
  ],
  (png) => [{ name: 'imageFile', value: png, filename: '../../../etc/passwd', type: 'image/png' }],
  (png) => [{ name: 'imageFile', value: png, filename: 'a\u0000.png', type: 'image/png' }],
  (png) => [{ name: 'imageFile', value: png, filename: 'shop.svg', type: 'image/svg+xml' }],
  () => [{ name: 'imageFile', value: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', filename: 'x.png', type: 'image/png' }],
  (png) => [{ name: 'imageFile\u0000', value: png, filename: 'shop.png', type: 'image/png' }],
];

const FRAMING_TRICKS: Array<(body: Buffer, cut: number) => EncodedBody> = [
  (body, cut) => ({ body: body.subarray(0, cut % Math.max(body.length, 1)), contentType: contentType() }),
  (body) => ({ body: body.subarray(0, body.length - `--${BOUNDARY}--\r\n`.length), contentType: contentType() }),
  () => ({ body: Buffer.alloc(0), contentType: contentType() }),
  () => ({ body: Buffer.from('garbage that is not multipart at all'), contentType: contentType() }),
  (body) => ({ body, contentType: 'multipart/form-data' }),
  (body) => ({ body, contentType: contentType('some-other-boundary') }),
  (body) => ({ body, contentType: 'application/json' }),
  (body) => ({ body, contentType: 'multipart/form-data; boundary=' }),
  () => ({ body: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${BOUNDARY}--\r\n`), contentType: contentType() }),
  () => ({ body: Buffer.from(`--${BOUNDARY}\r\n\r\n\r\n--${BOUNDARY}--\r\n`), contentType: contentType() }),
  (body) => ({ body: Buffer.concat([body, Buffer.from('\u0000\u0001 trailing bytes')]), contentType: contentType() }),
  (body, cut) => ({ body: Buffer.from(body.toString('latin1').replace(/\r\n/g, cut % 2 ? '\n' : '\r'), 'latin1'), contentType: contentType() }),
];

export const multipartPlan: fc.Arbitrary<MultipartPlan> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.tuple(fieldParts, fc.boolean()).map(([parts, image]) => ({
      mutation: 'form' as const,
      build: (png: Buffer) => ({ body: encode([...parts, ...withImage(png, image)]), contentType: contentType() }),
    })),
  },
  {
    weight: 2,
    arbitrary: fc.tuple(fieldParts, fc.constantFrom(...HOSTILE_NAMES), nastyString).map(([parts, name, value]) => ({
      mutation: 'fieldName' as const,
      build: () => ({ body: encode([...parts, { name, value }]), contentType: contentType() }),
    })),
  },
  {
    weight: 2,
    arbitrary: fc.tuple(fieldParts, fc.nat(FILE_TRICKS.length - 1)).map(([parts, trick]) => ({
      mutation: 'file' as const,
      build: (png: Buffer) => ({ body: encode([...parts, ...FILE_TRICKS[trick]!(png)]), contentType: contentType() }),
    })),
  },
  {
    weight: 3,
    arbitrary: fc.tuple(fieldParts, fc.boolean(), fc.nat(FRAMING_TRICKS.length - 1), fc.nat()).map(([parts, image, trick, cut]) => ({
      mutation: 'framing' as const,
      build: (png: Buffer) => FRAMING_TRICKS[trick]!(encode([...parts, ...withImage(png, image)]), cut),
    })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(450, 2_000).map((count) => ({
      mutation: 'tooMany' as const,
      build: () => ({ body: encode(Array.from({ length: count }, (_, i) => ({ name: `cuisines[${i}]`, value: 'Pizza' }))), contentType: contentType() }),
    })),
  },
  {
    // Rare: 6 MB over a 5 MB limit costs time on every run.
    weight: 1,
    arbitrary: fc.nat(19).map((n) => ({
      mutation: n === 0 ? ('hugeFile' as const) : ('form' as const),
      build: (png: Buffer) => ({
        body: encode([{ name: 'restaurantName', value: 'Huge' }, { name: 'imageFile', value: n === 0 ? Buffer.alloc(6 * 1024 * 1024, 7) : png, filename: 'huge.png', type: 'image/png' }]),
        contentType: contentType(),
      }),
    })),
  },
);
