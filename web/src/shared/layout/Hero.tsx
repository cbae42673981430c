import heroUrl from '../../assets/hero.svg';
import { FIRST_SCREEN_IMAGE } from '../first-paint/first-screen-image';

/**
 * Home banner; fixed intrinsic size so the page does not jump while it loads. Decoded with
 * the frame (no decoding="async") so it paints together with the prerendered headline.
 */
export function Hero() {
  return (
    <div className="w-full bg-brand-100">
      <img
        src={heroUrl}
        alt=""
        width={1600}
        height={600}
        {...FIRST_SCREEN_IMAGE}
        className="block h-auto max-h-[600px] w-full object-cover"
      />
    </div>
  );
}
