import { describe, expect, it } from 'vitest';
import { deliveryAreasSchema, serverFieldErrors, toFormValues } from './delivery-areas-schema';

const area = (values: Record<string, unknown>) => ({ name: 'Central', postcodes: 'E1', deliveryPrice: '1.50', minimumOrder: '10', freeDeliveryOver: '', ...values });
const messages = (input: unknown) => {
  const result = deliveryAreasSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the delivery areas form', () => {
  it('sends pence, the postcodes as a list and an empty threshold as never free', () => {
    expect(deliveryAreasSchema.parse({ areas: [area({ _id: 'a1', name: ' Central ', postcodes: 'e1, sw1a 1;\nEC1A,', freeDeliveryOver: '35' })] })).toEqual({
      areas: [{ _id: 'a1', name: 'Central', postcodes: ['e1', 'sw1a 1', 'EC1A'], deliveryPrice: 150, minimumOrder: 1000, freeDeliveryOver: 3500 }],
    });
    expect(deliveryAreasSchema.parse({ areas: [area({})] }).areas[0]).toMatchObject({ freeDeliveryOver: null });
    expect(deliveryAreasSchema.parse({ areas: null })).toEqual({ areas: [] });
  });

  it('says what is missing or wrong before sending', () => {
    expect(messages({ areas: [area({ name: ' ', postcodes: ' , ', deliveryPrice: '', minimumOrder: 'ten', freeDeliveryOver: '0' })] })).toEqual({
      'areas.0.name': 'Give the area a name',
      'areas.0.postcodes': 'List at least one postcode district or sector, such as E1 or SW1A 1',
      'areas.0.deliveryPrice': 'delivery fee is required',
      'areas.0.minimumOrder': 'must be a valid number',
      'areas.0.freeDeliveryOver': 'must be at least 0.01, or empty for never free',
    });
    expect(messages({ areas: [area({ deliveryPrice: '100.01' })] })).toEqual({ 'areas.0.deliveryPrice': 'must be at most 100.00' });
  });

  it('shows the saved areas in pounds with their postcodes joined', () => {
    expect(toFormValues([{ _id: 'a1', name: 'Central', postcodes: ['E1', 'SW1A 1'], deliveryPrice: 150, minimumOrder: 0, freeDeliveryOver: null }])).toEqual({
      areas: [{ _id: 'a1', name: 'Central', postcodes: 'E1, SW1A 1', deliveryPrice: '1.50', minimumOrder: '0.00', freeDeliveryOver: '' }],
    });
  });

  it('puts the server refusals on the fields at fault', () => {
    expect(
      serverFieldErrors([
        { path: 'areas[0].postcodes[2]', message: 'SW1A 1AA is not a postcode district or sector (such as E1 or SW1A 1)' },
        { path: 'areas[0].postcodes[3]', message: 'XX is not a postcode district or sector (such as E1 or SW1A 1)' },
        { path: 'areas[1]._id', message: 'is not one of your delivery areas' },
        { path: 'areas', message: 'must NOT have more than 20 items' },
      ]),
    ).toEqual({
      'areas.0.postcodes': 'SW1A 1AA is not a postcode district or sector (such as E1 or SW1A 1); XX is not a postcode district or sector (such as E1 or SW1A 1)',
      'areas.1.name': 'is not one of your delivery areas',
      'areas.root': 'must NOT have more than 20 items',
    });
  });
});
