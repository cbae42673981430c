import { z } from 'zod';
import type { Schemas } from '../../api/client';
import { keptId, length, pounds, text, toPounds } from '../restaurant/field-rules';

/*
 * The delivery areas form (docs/product/decisions.md "Delivery areas"): money in pounds as typed,
 * postcodes as one comma-separated text. The server checks each postcode and that no prefix is
 * in two areas, and answers on the field at fault (serverFieldErrors below); the bounds here are
 * the contract's, said before anything is sent.
 */

export const AREA_LIMITS = { areas: 20, nameLength: 50, postcodes: 100, deliveryPrice: 10_000, minimumOrder: 100_000, freeDeliveryOver: 100_000 } as const;

/** 'E1, sw1a 1;N1' as the list the server takes: split at commas, semicolons and line breaks. */
export const splitPostcodes = (value: string) =>
  value
    .split(/[,;\n]+/)
    .map((part) => part.trim())
    .filter(Boolean);

const areaSchema = z.object({
  _id: keptId,
  name: text.pipe(
    z
      .string()
      .min(1, 'Give the area a name')
      .refine((value) => length(value) <= AREA_LIMITS.nameLength, `must be at most ${AREA_LIMITS.nameLength} characters`),
  ),
  postcodes: text
    .transform(splitPostcodes)
    .pipe(
      z
        .array(z.string())
        .min(1, 'List at least one postcode district or sector, such as E1 or SW1A 1')
        .max(AREA_LIMITS.postcodes, `must have at most ${AREA_LIMITS.postcodes} postcodes`),
    ),
  deliveryPrice: pounds('delivery fee is required', AREA_LIMITS.deliveryPrice),
  minimumOrder: pounds('minimum order is required', AREA_LIMITS.minimumOrder),
  // Optional: empty is "never free".
  freeDeliveryOver: text
    .pipe(z.string().regex(/^(\d{1,7}(\.\d{1,2})?)?$/, 'must be a valid number, or empty for never free'))
    .transform((value) => (value === '' ? null : Math.round(Number(value) * 100)))
    .refine((pence) => pence === null || pence >= 1, 'must be at least 0.01, or empty for never free')
    .refine((pence) => pence === null || pence <= AREA_LIMITS.freeDeliveryOver, `must be at most ${toPounds(AREA_LIMITS.freeDeliveryOver)}`),
});

export const deliveryAreasSchema = z.object({
  areas: z
    .array(areaSchema)
    .max(AREA_LIMITS.areas, `You can have at most ${AREA_LIMITS.areas} delivery areas`)
    .nullish()
    .transform((list) => list ?? []),
});

export type DeliveryAreasFormValues = z.input<typeof deliveryAreasSchema>;
export type DeliveryAreasPayload = z.output<typeof deliveryAreasSchema>;

/** The saved areas as the form shows them: pounds, postcodes joined. */
export function toFormValues(areas: readonly Schemas['DeliveryArea'][]): DeliveryAreasFormValues {
  return {
    areas: areas.map((area) => ({
      _id: area._id,
      name: area.name,
      postcodes: area.postcodes.join(', '),
      deliveryPrice: toPounds(area.deliveryPrice),
      minimumOrder: toPounds(area.minimumOrder),
      freeDeliveryOver: area.freeDeliveryOver === null ? '' : toPounds(area.freeDeliveryOver),
    })),
  };
}

/** What a new area starts with. */
export const newArea = () => ({ name: '', postcodes: '', deliveryPrice: '', minimumOrder: '0.00', freeDeliveryOver: '' });

/**
 * The server's field errors ('areas[0].postcodes[2]') on the form's fields ('areas.0.postcodes',
 * the one text field of an area's postcodes; several of its problems are joined). An unknown
 * `_id` belongs to the area's name; a problem of the whole list to the list.
 */
export function serverFieldErrors(details: ReadonlyArray<{ path: string; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { path, message } of details) {
    const field = path
      .replace(/\[(\d+)\]/g, '.$1')
      .replace(/\.postcodes\.\d+$/, '.postcodes')
      .replace(/\._id$/, '.name');
    const key = field === 'areas' ? 'areas.root' : field;
    errors[key] = errors[key] ? `${errors[key]}; ${message}` : message;
  }
  return errors;
}
