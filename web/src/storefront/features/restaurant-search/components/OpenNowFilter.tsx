/**
 * "Open now" (docs/product/decisions.md "Search"): a native checkbox in its label, so a click
 * anywhere on the 40 px pill, Space on the focused box and screen readers all work. The box
 * itself is 24 px: a target of its own, it must meet the 24 px minimum (tap-targets e2e).
 */
export function OpenNowFilter({ openNow, onChange }: { openNow: boolean; onChange: (openNow: boolean) => void }) {
  return (
    <label
      className={`flex h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm whitespace-nowrap has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 ${
        openNow ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white hover:bg-slate-50'
      }`}
    >
      <input type="checkbox" checked={openNow} onChange={(event) => onChange(event.target.checked)} className="size-6 accent-brand-700 focus-visible:outline-none" />
      Open now
    </label>
  );
}
