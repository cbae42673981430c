import heroUrl from '../../assets/hero.svg';

/** Home banner; fixed intrinsic size so the page does not jump while it loads. */
export function Hero() {
  return (
    <div className="w-full bg-brand-100">
      <img
        src={heroUrl}
        alt=""
        width={1600}
        height={600}
        decoding="async"
        fetchPriority="high"
        className="block h-auto max-h-[600px] w-full object-cover"
      />
    </div>
  );
}
