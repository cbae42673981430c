import { useEffect, useState, type ReactNode } from 'react';

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
  const current = useCurrentSection(groups.map((group) => group.id).join(' '));
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
                  aria-current={current === group.id ? 'location' : undefined}
                  className="flex h-9 items-center rounded-full bg-white px-4 text-sm font-bold whitespace-nowrap text-slate-800 ring-1 ring-slate-300 hover:bg-brand-50 hover:text-brand-800 aria-[current]:bg-brand-700 aria-[current]:text-white aria-[current]:ring-brand-700"
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

/**
 * The section being read: the last whose heading has passed under the sticky bar (the first until one has).
 * `ids` is the headings' ids, space-separated (a stable dependency).
 */
function useCurrentSection(ids: string): string | undefined {
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    const headings = ids.split(' ').flatMap((id) => document.getElementById(id) ?? []);
    if (headings.length === 0) return;
    const update = () => {
      const passed = headings.filter((heading) => heading.getBoundingClientRect().top <= 80);
      setCurrent((passed.at(-1) ?? headings[0])?.id);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [ids]);
  return current;
}
