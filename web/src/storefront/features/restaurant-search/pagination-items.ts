export type PageItem = number | 'gap';

/**
 * Page numbers to show: always the first and last, a window around the current page, and
 * a gap marker where pages are skipped, so a catalogue of 1,000 pages stays one short row.
 */
export function paginationItems(page: number, pages: number, around = 1): PageItem[] {
  if (pages <= 0) return [];
  // Short lists fit in the row whole: as many slots as first, last, window and two gaps.
  if (pages <= 2 * around + 5) return Array.from({ length: pages }, (_, i) => i + 1);
  const shown = new Set([1, pages]);
  for (let p = page - around; p <= page + around; p += 1) if (p >= 1 && p <= pages) shown.add(p);
  // A gap of a single page shows that page instead of the marker.
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) items.push(p - 1);
    else if (previous !== undefined && p - previous > 2) items.push('gap');
    items.push(p);
  });
  return items;
}
