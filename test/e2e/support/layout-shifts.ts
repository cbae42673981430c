/**
 * Runs in the page before any of its scripts (`page.addInitScript`): every layout shift's score,
 * in order, in `window.shifts`.
 */
export const RECORD_LAYOUT_SHIFTS = `window.shifts = [];
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.shifts.push(entry.value); })
    .observe({ type: 'layout-shift', buffered: true });`;
