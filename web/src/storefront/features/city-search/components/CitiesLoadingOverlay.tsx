import { LoaderCircle } from 'lucide-react';

/** docs/product/screens.md "Landing": full-screen overlay while the city list loads. */
export function CitiesLoadingOverlay() {
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white/90 text-xl font-bold text-brand-700 backdrop-blur-sm"
    >
      <LoaderCircle aria-hidden="true" className="size-12 animate-spin text-brand-500" />
      Food is getting ready...
    </div>
  );
}
