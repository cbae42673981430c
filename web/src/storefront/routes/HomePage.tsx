// Below the first screen: WebP (webp-renditions.ts), fetched once the first screen has painted.
import appDownload from '../../assets/app-download.svg?w=400,800&webp';
import landing from '../../assets/landing.svg?w=640,1280&webp';
import { BelowFirstScreenImage } from '../../shared/first-paint/BelowFirstScreenImage';
import { CitySearchCard } from '../features/city-search/components/CitySearchCard';

export { loadCities as loader } from '../features/city-search/api/get-cities';

/** Landing page: headline card with the search form over the hero, then the app promo. */
export function HomePage() {
  return (
    <div className="flex flex-col gap-12">
      <section
        aria-labelledby="home-title"
        className="relative z-10 -mt-16 flex flex-col gap-4 rounded-lg bg-white px-2.5 py-8 text-center shadow-md ring-1 ring-slate-200/70 sm:-mt-24 sm:px-4 md:px-16 xl:px-32"
      >
        <h1 id="home-title" className="text-4xl font-bold tracking-tight text-brand-600 sm:text-5xl">
          Tuck into a takeway today
        </h1>
        <p className="text-xl text-slate-700">Food is just a click away!</p>
        <CitySearchCard />
      </section>

      <section aria-labelledby="app-promo-title" className="grid items-center gap-8 md:grid-cols-2">
        <BelowFirstScreenImage
          src={landing.src}
          srcSet={landing.srcSet}
          sizes="(min-width: 768px) 608px, calc(100vw - 32px)"
          alt="A phone showing takeaway dishes ready to order"
          width={800}
          height={600}
          frameClassName="w-full"
          className="rounded-2xl"
        />
        <div className="flex flex-col items-center gap-4 text-center">
          <h2 id="app-promo-title" className="text-3xl font-bold tracking-tight">
            Order takeaway even faster!
          </h2>
          <p className="text-lg text-slate-700">
            Download the TuckIn.com App for faster ordering and personalised recommendations
          </p>
          <BelowFirstScreenImage
            src={appDownload.src}
            srcSet={appDownload.srcSet}
            sizes="384px"
            alt="Get the app on the App Store and Google Play"
            width={400}
            height={60}
            frameClassName="w-full max-w-sm"
          />
        </div>
      </section>
    </div>
  );
}
