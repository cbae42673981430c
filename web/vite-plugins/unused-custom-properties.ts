import postcss, { type Container } from 'postcss';

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
const referencesIn = (text: string) => [...text.matchAll(VAR_REFERENCE)].map((match) => match[1]!);
const isCustom = (property: string) => property.startsWith('--');

/**
 * `css` without the custom properties nothing reads. Tailwind writes on :root every theme
 * variable the whole app uses, and registers (@property, with a fallback rule for browsers
 * without it) every variable any utility needs; a page's critical rules read a fraction of
 * them, and the rest only lengthen the parse before the first paint. A variable counts as read
 * when a declaration's value, or `pageText` (the markup, for inline styles), names it in var(),
 * or a read variable's value does. Rules and blocks left empty go too; the whole stylesheet,
 * applied after the first paint, brings everything back.
 */
export function pruneUnusedCustomProperties(css: string, pageText: string): string {
  const root = postcss.parse(css);
  const values = new Map<string, string[]>();
  const read = new Set(referencesIn(pageText));
  root.walkDecls((decl) => {
    if (isCustom(decl.prop)) values.set(decl.prop, [...(values.get(decl.prop) ?? []), decl.value]);
    else for (const name of referencesIn(decl.value)) read.add(name);
  });
  const pending = [...read];
  for (let name = pending.pop(); name; name = pending.pop()) {
    for (const reference of (values.get(name) ?? []).flatMap(referencesIn)) {
      if (read.has(reference)) continue;
      read.add(reference);
      pending.push(reference);
    }
  }
  root.walkDecls((decl) => {
    if (isCustom(decl.prop) && !read.has(decl.prop)) decl.remove();
  });
  root.walkAtRules('property', (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
  removeEmpty(root);
  return root.toString();
}

/** Drops rules and blocks left without content; a statement such as `@layer a;` has no block and stays. */
function removeEmpty(container: Container): void {
  container.each((node) => {
    if (!('nodes' in node) || !node.nodes) return;
    removeEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}
