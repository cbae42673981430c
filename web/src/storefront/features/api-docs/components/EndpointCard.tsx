import { Lock } from 'lucide-react';
import type { Operation } from '../contract-model';
import { curlCommand } from '../curl-example';
import { CodeBlock } from './CodeBlock';
import { CopyButton } from './CopyButton';
import { DescriptionText } from './DescriptionText';
import { FieldList } from './FieldList';
import { MethodBadge } from './MethodBadge';
import { RequestBodySection } from './RequestBodySection';

/** One operation of the contract, with an example request ready to paste into a terminal. */
export function EndpointCard({ operation: op, baseUrl }: { operation: Operation; baseUrl: string }) {
  const curl = curlCommand(op, baseUrl);
  return (
    <article aria-label={op.key} className="flex min-w-0 flex-col gap-4 rounded-lg p-4 ring-1 ring-slate-200 sm:p-5">
      <header className="flex flex-col gap-2">
        <h3 className="flex flex-wrap items-center gap-2">
          <MethodBadge method={op.method} />
          <code className="font-mono text-base font-bold text-slate-900 wrap-anywhere">{op.path}</code>
          {op.authRequired && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-bold text-amber-900 ring-1 ring-amber-300">
              <Lock aria-hidden="true" className="size-3" />
              Auth Required
            </span>
          )}
        </h3>
        {op.summary && <p className="text-slate-900">{op.summary}</p>}
        <DescriptionText text={op.description} />
      </header>
      {op.parameters.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-bold text-slate-900">Parameters</h4>
          <FieldList rows={op.parameters} label={`Parameters of ${op.key}`} />
        </div>
      )}
      {op.requestBody && <RequestBodySection body={op.requestBody} name={op.key} />}
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 className="text-sm font-bold text-slate-900">Example request</h4>
          <CopyButton text={curl} what={`example request for ${op.key}`} />
        </div>
        <CodeBlock code={curl} />
      </div>
      <ResponseList responses={op.responses} />
    </article>
  );
}

function ResponseList({ responses }: { responses: Operation['responses'] }) {
  if (responses.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-bold text-slate-900">Responses</h4>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {responses.map(({ status, description }) => (
          <div key={status} className="contents">
            <dt className="font-mono font-bold text-slate-900">{status}</dt>
            <dd className="text-slate-700">{description}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
