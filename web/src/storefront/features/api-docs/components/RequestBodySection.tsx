import type { RequestBody } from '../contract-model';
import { CodeBlock } from './CodeBlock';
import { DescriptionText } from './DescriptionText';
import { FieldList } from './FieldList';

/** Content type, the fields of its schema and the contract's example. */
export function RequestBodySection({ body, name }: { body: RequestBody; name: string }) {
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-bold text-slate-900">
        Request body <span className="font-normal text-slate-600">({body.contentType}{body.required ? ', required' : ''})</span>
      </h4>
      {body.description && <DescriptionText text={body.description} />}
      {body.fields.length > 0 && <FieldList rows={body.fields} label={`Request body fields of ${name}`} />}
      {body.example !== undefined && (
        <>
          <h5 className="text-xs font-bold tracking-wide text-slate-600 uppercase">
            {body.contentType === 'application/json' ? 'Example' : 'Example field values'}
          </h5>
          <CodeBlock code={JSON.stringify(body.example, null, 2)} />
        </>
      )}
    </div>
  );
}
