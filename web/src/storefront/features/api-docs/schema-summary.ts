import { isNode, refName, resolve, text, type Node } from './contract-refs';

export interface Field {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

/**
 * A short type for people: enums list their values, arrays end in [], named schemas keep
 * their name, formats follow the type: 'string (email)', 'Order[]', 'placed | paid'.
 */
export function typeLabel(doc: Node, schema: unknown): string {
  const node = resolve(doc, schema);
  if (Array.isArray(node.enum)) return node.enum.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(' | ');
  if (node.type === 'array') return `${typeLabel(doc, node.items)}[]`;
  const name = refName(schema);
  if (name) return name;
  const type = text(node.type) || (isNode(node.properties) ? 'object' : 'any');
  return node.format ? `${type} (${text(node.format)})` : type;
}

/** The top-level fields of an object schema, in the contract's order. */
export function fieldsOf(doc: Node, schema: unknown): Field[] {
  const node = resolve(doc, schema);
  const required = new Set(Array.isArray(node.required) ? node.required.map(String) : []);
  const properties = isNode(node.properties) ? node.properties : {};
  return Object.entries(properties).map(([name, property]) => ({
    name,
    type: typeLabel(doc, property),
    required: required.has(name),
    description: text(resolve(doc, property).description),
  }));
}

/** Names of fields that carry a file (format: binary): an example cannot show them. */
export function binaryFieldsOf(doc: Node, schema: unknown): string[] {
  return fieldsOf(doc, schema)
    .filter((field) => field.type === 'string (binary)')
    .map((field) => field.name);
}
