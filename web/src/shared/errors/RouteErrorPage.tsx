function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/** docs/product/texts-and-errors.md "Error catalogue": an unknown router error shows this heading and the message. Needs no provider. */
export function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <p className="rounded-md border border-red-200 bg-red-50 p-4 font-mono text-sm break-words text-red-800">
        {messageOf(error)}
      </p>
      <p>
        <a href="/" className="font-bold text-brand-600 underline underline-offset-4 hover:text-brand-700">
          Back to TuckIn.com
        </a>
      </p>
    </section>
  );
}
