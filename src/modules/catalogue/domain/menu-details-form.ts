import { ALLERGENS, DIETARY_LABELS, inListOrder, noDetails, type MenuDetails } from './menu-details.js';
import { optionGroupsOf, type OptionGroupDraft } from './option-groups-form.js';
import type { Issues } from './form-values.js';

/** Bounds of the menu details; openapi.yaml's RestaurantForm says the same. */
export const MENU_DETAIL_LIMITS = { sections: 30, sectionLength: 50, descriptionLength: 300 } as const;
const L = MENU_DETAIL_LIMITS;

export type MenuDetailsDraft = Omit<MenuDetails, 'optionGroups'> & { optionGroups: OptionGroupDraft[] };

/**
 * `menuSections`, the JSON text of a list of names in the owner's order; not sent: the
 * restaurant's current sections (docs/product/decisions.md "Menus": a form that knows only
 * names and prices changes nothing else).
 */
export function menuSectionsOf(issues: Issues, value: unknown, current: readonly string[]): string[] {
  if (value === undefined) return [...current];
  let parsed: unknown;
  try {
    parsed = typeof value === 'string' ? JSON.parse(value.trim() === '' ? '[]' : value) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed)) return failed(issues, 'menuSections', 'must be a JSON list of section names');
  if (parsed.length > L.sections) return failed(issues, 'menuSections', `must have at most ${L.sections} sections`);
  const seen = new Set<string>();
  return parsed.map((name, i) => {
    const text = typeof name === 'string' ? name.trim() : '';
    const path = `menuSections[${i}]`;
    if (text === '') issues.push({ path, message: 'name is required' });
    else if ([...text].length > L.sectionLength) issues.push({ path, message: `must be at most ${L.sectionLength} characters` });
    else if (seen.has(text.toLowerCase())) issues.push({ path, message: 'is listed twice' });
    seen.add(text.toLowerCase());
    return text;
  });
}

/**
 * An item's description, category, allergens, dietary labels and option groups at `path`;
 * each one not sent keeps what `current` (the item as stored, if it exists) has. A kept
 * category whose section is gone becomes none.
 */
export function menuDetailsOf(issues: Issues, path: string, fields: Record<string, unknown>, current: MenuDetails | undefined, sections: readonly string[]): MenuDetailsDraft {
  const was = current ?? noDetails();
  const text = (name: string): string | undefined => {
    const value = fields[name];
    if (value === undefined) return undefined;
    if (typeof value === 'string') return value.trim();
    issues.push({ path: `${path}.${name}`, message: 'must be text' });
    return undefined;
  };
  const description = text('description') ?? was.description;
  if ([...description].length > L.descriptionLength) issues.push({ path: `${path}.description`, message: `must be at most ${L.descriptionLength} characters` });
  const sentCategory = text('category');
  const category = sentCategory ?? (sections.includes(was.category) ? was.category : '');
  if (category !== '' && !sections.includes(category)) issues.push({ path: `${path}.category`, message: 'must be one of menuSections' });
  const allergensText = text('allergens');
  const dietaryText = text('dietary');
  const groupsText = text('optionGroups');
  return {
    description,
    category,
    allergens: allergensText === undefined ? was.allergens : codesOf(issues, `${path}.allergens`, allergensText, ALLERGENS),
    dietary: dietaryText === undefined ? was.dietary : codesOf(issues, `${path}.dietary`, dietaryText, DIETARY_LABELS),
    optionGroups: groupsText === undefined ? was.optionGroups : optionGroupsOf(issues, `${path}.optionGroups`, groupsText, was.optionGroups),
  };
}

/** Comma-separated codes of `list`, in its order, each once. */
function codesOf<T extends string>(issues: Issues, path: string, text: string, list: readonly T[]): T[] {
  const codes = text.split(',').map((code) => code.trim()).filter((code) => code !== '');
  const unknown = codes.filter((code) => !(list as readonly string[]).includes(code));
  if (unknown.length > 0) issues.push({ path, message: `must be codes from: ${list.join(', ')}` });
  return inListOrder(list, codes as T[]);
}

function failed(issues: Issues, path: string, message: string): string[] {
  issues.push({ path, message });
  return [];
}
