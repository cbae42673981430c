/** Landing page; the search card and app promo arrive with the landing issue. */
export function HomePage() {
  return (
    <section
      aria-labelledby="home-title"
      className="relative z-10 -mt-16 flex flex-col gap-4 rounded-lg bg-white px-4 py-8 text-center shadow-md ring-1 ring-slate-200/70 sm:-mt-24 md:px-32"
    >
      <h1 id="home-title" className="text-4xl font-bold tracking-tight text-brand-600 sm:text-5xl">
        Tuck into a takeway today
      </h1>
      <p className="text-xl text-slate-700">Food is just a click away!</p>
    </section>
  );
}
