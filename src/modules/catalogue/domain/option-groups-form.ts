import type { MenuOption, OptionGroup } from './menu-details.js';
import type { Issues } from './form-values.js';

/** Bounds of option groups; openapi.yaml MenuOptionGroupInput says the same. */
export const OPTION_LIMITS = { groups: 10, options: 20, nameLength: 60, price: 100_000 } as const;

/** A group as the owner sent it: ids only for groups and options the dish already has. */
export interface OptionGroupDraft extends Omit<OptionGroup, 'id' | 'options'> {
  id?: string;
  options: Array<Omit<MenuOption, 'id'> & { id?: string }>;
}

type Fields = Record<string, unknown>;
const L = OPTION_LIMITS;
const fieldsOf = (value: unknown): Fields | undefined => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : undefined);

/**
 * The JSON text of `menuItems[n][optionGroups]` (docs/product/decisions.md "Menus"), checked
 * against the dish's current groups: an id may only be kept by the dish that has it, once.
 */
export function optionGroupsOf(issues: Issues, path: string, text: string, current: readonly OptionGroup[]): OptionGroupDraft[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text === '' ? '[]' : text);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed)) return fail(issues, path, 'must be a JSON list of option groups');
  if (parsed.length > L.groups) return fail(issues, path, `must have at most ${L.groups} groups`);
  const ids = {
    groups: new Set(current.map((g) => g.id)),
    options: new Set(current.flatMap((g) => g.options.map((o) => o.id))),
    seen: new Set<string>(),
  };
  const names = new Set<string>();
  return parsed.map((value, i) => {
    const groupPath = `${path}[${i}]`;
    const group = groupOf(issues, groupPath, fieldsOf(value) ?? {}, ids);
    const key = group.name.toLowerCase();
    if (group.name !== '' && names.has(key)) issues.push({ path: `${groupPath}.name`, message: 'is the name of another group of this dish' });
    names.add(key);
    return group;
  });
}

interface KnownIds {
  groups: Set<string>;
  options: Set<string>;
  seen: Set<string>;
}

function groupOf(issues: Issues, path: string, fields: Fields, ids: KnownIds): OptionGroupDraft {
  const id = keptId(issues, `${path}._id`, fields._id, ids.groups, ids.seen, 'is not an option group of this dish');
  const name = nameOf(issues, `${path}.name`, fields.name);
  const min = whole(issues, `${path}.min`, fields.min, 0, L.options);
  const max = whole(issues, `${path}.max`, fields.max, 1, L.options);
  const list = Array.isArray(fields.options) ? fields.options : [];
  if (list.length === 0 || list.length > L.options) issues.push({ path: `${path}.options`, message: `must have from 1 to ${L.options} options` });
  else if (max > list.length) issues.push({ path: `${path}.max`, message: `must not be more than the number of options (${list.length})` });
  if (min > max) issues.push({ path: `${path}.min`, message: 'must not be more than max' });
  const options = list.slice(0, L.options).map((value, i) => optionOf(issues, `${path}.options[${i}]`, fieldsOf(value) ?? {}, ids));
  return { ...(id ? { id } : {}), name, min, max, options };
}

function optionOf(issues: Issues, path: string, fields: Fields, ids: KnownIds): OptionGroupDraft['options'][number] {
  const id = keptId(issues, `${path}._id`, fields._id, ids.options, ids.seen, 'is not an option of this dish');
  const name = nameOf(issues, `${path}.name`, fields.name);
  const price = whole(issues, `${path}.price`, fields.price, 0, L.price);
  if (fields.soldOut !== undefined && typeof fields.soldOut !== 'boolean') issues.push({ path: `${path}.soldOut`, message: 'must be true or false' });
  return { ...(id ? { id } : {}), name, price, soldOut: fields.soldOut === true };
}

function keptId(issues: Issues, path: string, value: unknown, known: Set<string>, seen: Set<string>, unknown: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !known.has(value)) issues.push({ path, message: unknown });
  else if (seen.has(value)) issues.push({ path, message: 'is listed twice' });
  else {
    seen.add(value);
    return value;
  }
  return undefined;
}

function nameOf(issues: Issues, path: string, value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name === '') issues.push({ path, message: 'name is required' });
  else if ([...name].length > L.nameLength) issues.push({ path, message: `must be at most ${L.nameLength} characters` });
  return name;
}

function whole(issues: Issues, path: string, value: unknown, min: number, max: number): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
  issues.push({ path, message: `must be a whole number from ${min} to ${max}` });
  return Number.NaN;
}

function fail(issues: Issues, path: string, message: string): OptionGroupDraft[] {
  issues.push({ path, message });
  return [];
}
