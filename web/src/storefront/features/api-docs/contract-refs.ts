// The parsed contract is plain YAML data: it is walked loosely and read defensively.
export type Node = Record<string, unknown>;

export const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/** Follows local `$ref`s ('#/components/...') until a real node; unknown refs give an empty one. */
export function resolve(doc: Node, value: unknown): Node {
  let node = isNode(value) ? value : {};
  // A bound, not a cycle check: no honest contract nests refs this deep.
  for (let hops = 0; hops < 20 && typeof node.$ref === 'string'; hops++) {
    const target = node.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, part) => (isNode(at) ? at[unescape(part)] : undefined), doc);
    node = isNode(target) ? target : {};
  }
  return node;
}

/** The last segment of a `$ref`, e.g. 'Restaurant' for '#/components/schemas/Restaurant'. */
export const refName = (value: unknown): string | undefined =>
  isNode(value) && typeof value.$ref === 'string' ? value.$ref.split('/').pop() : undefined;

/** `example`, else the first of `examples` (each may be a `$ref` to components/examples). */
export function exampleOf(doc: Node, holder: Node): unknown {
  if (holder.example !== undefined) return holder.example;
  const first = isNode(holder.examples) ? Object.values(holder.examples)[0] : undefined;
  return first === undefined ? undefined : resolve(doc, first).value;
}

export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
