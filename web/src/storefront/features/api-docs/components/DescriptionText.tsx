/** One line of contract text with its `code` spans rendered as code. */
export function InlineText({ text }: { text: string }) {
  return text.split(/(`[^`]+`)/).map((part, i) =>
    part.length > 2 && part.startsWith('`') && part.endsWith('`') ? (
      <code key={i} className="rounded bg-slate-100 px-1 font-mono text-[0.9em] text-slate-900 [overflow-wrap:anywhere]">
        {part.slice(1, -1)}
      </code>
    ) : (
      part
    ),
  );
}

/**
 * Contract descriptions are short Markdown: paragraphs and `code`. Only those two are
 * rendered; anything else shows as written, which is still readable.
 */
export function DescriptionText({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.replace(/\s*\n\s*/g, ' ').trim()).filter(Boolean);
  return (
    <div className="flex flex-col gap-2 text-slate-700">
      {paragraphs.map((paragraph, i) => (
        <p key={i}>
          <InlineText text={paragraph} />
        </p>
      ))}
    </div>
  );
}
