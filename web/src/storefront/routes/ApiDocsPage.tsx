/** Placeholder until the API docs issue fills this page in. */
export function ApiDocsPage() {
  return <h1 className="text-3xl font-bold tracking-tight">API Documentation</h1>;
}
