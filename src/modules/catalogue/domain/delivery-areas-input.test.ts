import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../shared/errors.js';
import { validateDeliveryAreas, type DeliveryAreaInput } from './delivery-areas-input.js';

const area = (name: string, postcodes: string[], extra: Partial<DeliveryAreaInput> = {}): DeliveryAreaInput => ({
  name,
  postcodes,
  deliveryPrice: 150,
  minimumOrder: 1000,
  freeDeliveryOver: null,
  ...extra,
});

function problemsOf(input: DeliveryAreaInput[], known: string[] = []): Array<{ path: string; message: string }> {
  try {
    validateDeliveryAreas(input, new Set(known));
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).details ?? [];
  }
  throw new Error('expected a refusal');
}

describe('validateDeliveryAreas', () => {
  it('normalises outcodes and sectors, drops repeats within an area and keeps the owner order', () => {
    const [central, wider] = validateDeliveryAreas([area('  Central ', ['sw1a', 'sw1a  1', 'E1', 'e1 ']), area('Wider', ['n16 7', 'EC1A'], { _id: 'a1' })], new Set(['a1']));
    expect(central).toEqual({ name: 'Central', postcodes: [{ text: 'SW1A', kind: 'outcode' }, { text: 'SW1A 1', kind: 'sector' }, { text: 'E1', kind: 'outcode' }], deliveryPrice: 150, minimumOrder: 1000, freeDeliveryOver: null });
    expect(wider!.id).toBe('a1');
    expect(wider!.postcodes.map((p) => p.text)).toEqual(['N16 7', 'EC1A']);
  });

  it('accepts an empty list: the restaurant delivers anywhere', () => {
    expect(validateDeliveryAreas([], new Set())).toEqual([]);
  });

  it('refuses a full postcode or a made-up district, naming the entry in words a person reads', () => {
    expect(problemsOf([area('Central', ['E1', 'EC1A', 'sw1a 1aa', 'XX', ' '])])).toEqual([
      { path: 'areas[0].postcodes[2]', message: 'SW1A 1AA is not a postcode district or sector (such as E1 or SW1A 1)' },
      { path: 'areas[0].postcodes[3]', message: 'XX is not a postcode district or sector (such as E1 or SW1A 1)' },
      { path: 'areas[0].postcodes[4]', message: 'An empty entry is not a postcode district or sector (such as E1 or SW1A 1)' },
    ]);
  });

  it('refuses a prefix in two areas, whatever its spelling, and names the area that has it', () => {
    expect(problemsOf([area('Central', ['E1', 'N1']), area('Wider', ['E2', 'e1'])])).toEqual([{ path: 'areas[1].postcodes[1]', message: 'E1 is already in Central' }]);
  });

  it('lets a sector sit in another area than its outcode (the most specific wins)', () => {
    expect(validateDeliveryAreas([area('Wider', ['E1']), area('Near', ['E1 6'])], new Set())).toHaveLength(2);
  });

  it('refuses a blank name and two areas with one name, whatever their case', () => {
    expect(problemsOf([area('Central', ['E1']), area('central ', ['E2']), area('  ', ['E3'])])).toEqual([
      { path: 'areas[1].name', message: 'Another area is already called Central' },
      { path: 'areas[2].name', message: 'Give the area a name' },
    ]);
  });

  it('refuses an _id that is not one of the restaurant areas, or one used twice', () => {
    expect(problemsOf([area('A', ['E1'], { _id: 'mine' }), area('B', ['E2'], { _id: 'mine' }), area('C', ['E3'], { _id: 'theirs' })], ['mine'])).toEqual([
      { path: 'areas[1]._id', message: 'is already used by another area' },
      { path: 'areas[2]._id', message: 'is not one of your delivery areas' },
    ]);
  });
});
