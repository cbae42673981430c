/** Same box as a RestaurantCard, so results replace it without a jump. */
export function RestaurantCardSkeleton() {
  return (
    <div aria-hidden="true" className="grid animate-pulse gap-4 rounded-lg p-2 ring-1 ring-slate-200 sm:grid-cols-[2fr_3fr] sm:gap-6">
      <div className="aspect-video w-full rounded-md bg-slate-200" />
      <div className="flex flex-col gap-3 py-1">
        <div className="h-7 w-2/3 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-200" />
        <div className="mt-auto h-4 w-1/3 rounded bg-slate-200" />
        <div className="h-4 w-2/5 rounded bg-slate-200" />
      </div>
    </div>
  );
}
