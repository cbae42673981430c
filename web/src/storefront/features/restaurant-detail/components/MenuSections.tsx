import type { ReactNode } from 'react';

interface MenuSectionsProps<T extends { _id: string; category?: string }> {
  /** The restaurant's sections in the owner's order. */
  sections: readonly string[];
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
}

/**
 * docs/product/decisions.md "Menus": dishes under their sections in the owner's order, with a sticky bar
 * of links to each. Dishes without a section (or a menu without sections) come first, as one list.
 */
export function MenuSections<T extends { _id: string; category?: string }>({ sections, items, renderItem }: MenuSectionsProps<T>) {
  const groups = sections
    .map((name, index) => ({ name, id: `menu-section-${index}`, items: items.filter((item) => item.category === name) }))
    .filter((group) => group.items.length > 0);
  const known = new Set(groups.map((group) => group.name));
  const loose = items.filter((item) => !item.category || !known.has(item.category));
  const list = (entries: readonly T[]) => (
    <ul className="flex flex-col gap-3">
      {entries.map((item) => (
        <li key={item._id}>{renderItem(item)}</li>
      ))}
    </ul>
  );
  return (
    <>
      {groups.length > 0 && (
        <nav aria-label="Menu sections" className="sticky top-0 z-20 -mx-1 overflow-x-auto bg-white/95 px-1 py-2 backdrop-blur">
          <ul className="flex gap-2">
            {groups.map((group) => (
              <li key={group.id} className="shrink-0">
                <a
                  href={`#${group.id}`}
                  className="flex h-9 items-center rounded-full bg-white px-4 text-sm font-bold whitespace-nowrap text-slate-800 ring-1 ring-slate-300 hover:bg-brand-50 hover:text-brand-800"
                >
                  {group.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {loose.length > 0 && list(loose)}
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id} className="flex flex-col gap-3">
          <h3 id={group.id} className="scroll-mt-16 pt-2 text-xl font-bold tracking-tight">
            {group.name}
          </h3>
          {list(group.items)}
        </section>
      ))}
    </>
  );
}
