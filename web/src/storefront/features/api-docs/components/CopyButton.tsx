import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';
const MESSAGES: Record<CopyState, string> = { idle: '', copied: 'Copied', failed: 'Copy failed: select the text and copy it by hand' };

/** Copies `text`; a polite live region tells screen-reader users whether it worked. */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );

  return (
    <div className="flex items-center gap-2">
      <span role="status" className={`text-xs ${state === 'failed' ? 'text-red-700' : 'text-emerald-800'}`}>
        {MESSAGES[state]}
      </span>
      <button
        type="button"
        onClick={() => void copy()}
        className="inline-flex h-8 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-xs font-bold text-slate-900 hover:bg-slate-50"
      >
        {state === 'copied' ? <Check aria-hidden="true" className="size-3.5 text-emerald-700" /> : <Copy aria-hidden="true" className="size-3.5" />}
        Copy<span className="sr-only"> {what}</span>
      </button>
    </div>
  );
}
