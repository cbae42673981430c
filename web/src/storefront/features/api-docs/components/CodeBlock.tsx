/**
 * Wraps instead of scrolling: nothing hides off-screen on a phone, and no scroll box needs
 * focus. Each line is its own block with a hanging indent, so a wrapped JSON value or curl
 * option stays visibly inside its line rather than falling back to the left edge.
 */
export function CodeBlock({ code }: { code: string }) {
  return (
    <pre className="rounded-md bg-slate-900 p-3 font-mono text-xs leading-relaxed text-slate-100">
      <code>
        {code.split('\n').map((line, i) => {
          const indent = line.length - line.trimStart().length;
          return (
            <span key={i} className="block whitespace-pre-wrap wrap-anywhere" style={{ paddingLeft: `${indent + 2}ch`, textIndent: '-2ch' }}>
              {line.trimStart() || '\u00a0'}
            </span>
          );
        })}
      </code>
    </pre>
  );
}
