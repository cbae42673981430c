// Dark text on a light tint keeps every badge above 4.5:1 contrast.
const COLOURS: Record<string, string> = {
  GET: 'bg-sky-100 text-sky-900 ring-sky-300',
  POST: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  PUT: 'bg-amber-100 text-amber-900 ring-amber-300',
  PATCH: 'bg-violet-100 text-violet-900 ring-violet-300',
  DELETE: 'bg-red-100 text-red-900 ring-red-300',
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <span
      className={`inline-flex w-16 shrink-0 justify-center rounded px-2 py-0.5 font-mono text-xs font-bold ring-1 ${COLOURS[method] ?? 'bg-slate-100 text-slate-900 ring-slate-300'}`}
    >
      {method}
    </span>
  );
}
