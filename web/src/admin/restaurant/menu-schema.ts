import { z } from 'zod';
import type { Schemas } from '../../api/client';
import type { Allergen, DietaryLabel } from '../../shared/catalogue/dish-marks';
import { keptId, length, pounds, required, text, toPounds } from './field-rules';
import { MENU_LIMITS as M, RESTAURANT_LIMITS as L } from './limits';

/*
 * The menu's part of the restaurant form (docs/product/decisions.md "Menus"): sections in the
 * owner's order and, per dish, a description, its section, allergens, dietary labels and
 * option groups. The server checks the same (src/modules/catalogue/domain/menu-details-form.ts,
 * option-groups-form.ts) in the same words; these checks only say it sooner, under the field.
 */

type Restaurant = Schemas['Restaurant'];

/**
 * A section as the form holds it: a dish points at its `key`, not its name, so renaming a
 * section keeps its dishes; the names go out only when the form is sent (restaurant-form-data.ts).
 */
export interface SectionValue {
  key: string;
  name: string;
}

let lastKey = 0;
/** A key for a section added in this visit; saved sections have theirs from toMenuFormValues. */
export const newSectionKey = () => `new-${++lastKey}`;

const choices = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return text.pipe(
    z
      .string()
      .regex(/^\d{1,3}$/, { message, abort: true })
      .transform(Number)
      .refine((value) => value >= min && value <= max, message),
  );
};

const option = z.object({
  _id: keptId,
  name: required('name is required', M.optionNameLength),
  // The same input rules as a dish's price, except that an option may cost nothing.
  price: pounds('price is required', M.optionPrice),
  soldOut: z
    .boolean()
    .nullish()
    .transform((value) => value === true),
});

const optionGroup = z
  .object({
    _id: keptId,
    name: required('name is required', M.optionNameLength),
    min: choices(0, M.options),
    max: choices(1, M.options),
    options: z.array(option).min(1, `must have from 1 to ${M.options} options`).max(M.options, `must have from 1 to ${M.options} options`),
  })
  // Checked while another field of the group is at fault too (zod would skip it), on the counts that parsed.
  .superRefine(
    (group, ctx) => {
      const inRange = (value: unknown, min: number): value is number => typeof value === 'number' && value >= min && value <= M.options;
      const count = Array.isArray(group.options) ? group.options.length : 0;
      if (inRange(group.max, 1) && count > 0 && group.max > count) {
        ctx.addIssue({ code: 'custom', path: ['max'], message: `must not be more than the number of options (${count})` });
      }
      if (inRange(group.min, 0) && inRange(group.max, 1) && group.min > group.max) {
        ctx.addIssue({ code: 'custom', path: ['min'], message: 'must not be more than max' });
      }
    },
    { when: () => true },
  );

/**
 * Names told apart as the server does: trimmed, case ignored. Checked even while another
 * entry of the list is at fault (zod skips a list's checks then), so a repeat shows at once.
 */
const noRepeatedNames = (message: string) =>
  [
    (list: readonly { name?: unknown }[], ctx: z.RefinementCtx) => {
      const seen = new Set<string>();
      list.forEach((entry, i) => {
        const key = typeof entry?.name === 'string' ? entry.name.trim().toLowerCase() : '';
        if (key !== '' && seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message });
        seen.add(key);
      });
    },
    { when: () => true },
  ] as const;

const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((value) => value ?? []);

export const menuSectionsSchema = z
  .array(z.object({ key: z.string(), name: required('name is required', M.sectionLength) }))
  .max(M.sections, `must have at most ${M.sections} sections`)
  .superRefine(...noRepeatedNames('is listed twice'))
  .nullish()
  .transform((value) => value ?? []);

export const menuItemSchema = z.object({
  _id: keptId,
  name: required('name is required', L.itemNameLength),
  // docs/product/texts-and-errors.md "Validation messages": at least 1, i.e. one penny once converted.
  price: pounds('price is required', L.itemPrice).refine((pence) => pence >= 1, 'price is required'),
  description: text.refine((value) => length(value) <= M.descriptionLength, `must be at most ${M.descriptionLength} characters`),
  /** The key of its section, or '' for none. */
  category: text,
  allergens: list(z.string()).transform((codes) => codes as Allergen[]),
  dietary: list(z.string()).transform((codes) => codes as DietaryLabel[]),
  optionGroups: z
    .array(optionGroup)
    .max(M.groups, `must have at most ${M.groups} groups`)
    .superRefine(...noRepeatedNames('is the name of another group of this dish'))
    .nullish()
    .transform((value) => value ?? []),
});

export type MenuItemValue = z.input<typeof menuItemSchema>;
type OptionGroupValue = NonNullable<MenuItemValue['optionGroups']>[number];
type OptionValue = OptionGroupValue['options'][number];

/** A new dish: everything empty, no section. */
export const newMenuItem = (): MenuItemValue => ({ name: '', price: '', description: '', category: '', allergens: [], dietary: [], optionGroups: [] });
export const newOption = (): OptionValue => ({ name: '', price: '', soldOut: false });
/** A new group starts optional, with one option to fill in. */
export const newOptionGroup = (): OptionGroupValue => ({ name: '', min: '0', max: '1', options: [newOption()] });

/** The saved menu as the form shows it: prices in pounds, dishes pointing at their section's key. */
export function toMenuFormValues(restaurant: Restaurant): { menuSections: SectionValue[]; menuItems: MenuItemValue[] } {
  const menuSections = restaurant.menuSections.map((name, i) => ({ key: `saved-${i}`, name }));
  const keyOf = new Map(menuSections.map((section) => [section.name, section.key]));
  const menuItems = restaurant.menuItems.map((item) => ({
    _id: item._id,
    name: item.name,
    price: toPounds(item.price),
    description: item.description ?? '',
    category: keyOf.get(item.category ?? '') ?? '',
    allergens: [...(item.allergens ?? [])],
    dietary: [...(item.dietary ?? [])],
    optionGroups: (item.optionGroups ?? []).map((group) => ({
      _id: group._id,
      name: group.name,
      min: String(group.min),
      max: String(group.max),
      options: group.options.map((choice) => ({ _id: choice._id, name: choice.name, price: toPounds(choice.price), soldOut: choice.soldOut })),
    })),
  }));
  return { menuSections, menuItems };
}
