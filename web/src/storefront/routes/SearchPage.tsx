/** Placeholder until the search issue fills this page in. */
export function SearchPage() {
  return <h1 className="text-3xl font-bold tracking-tight">Search Results</h1>;
}
