/** Brand plus the two plain-text labels of docs/product/overview.md "Landing and footer" (deliberately not links). */
export function Footer() {
  return (
    <footer className="bg-brand-700 py-10 text-white">
      <div className="mx-auto flex w-full max-w-7xl flex-col items-center justify-between gap-4 px-4 md:flex-row">
        <span className="text-3xl font-bold tracking-tight">TuckIn.com</span>
        <span className="flex gap-4 font-bold tracking-tight">
          <span>Privacy Policy</span>
          <span>Terms of Service</span>
        </span>
      </div>
    </footer>
  );
}
