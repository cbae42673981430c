// How a result card asks for its image, shared by the card and by the search route's loader,
// which preloads the first cards' images the moment the results arrive, before React renders them.
import type { Schemas } from '../../../api/client';

// The image column's width: full width on phones, 2/5 of the card beside the filters from sm up.
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 375px, (min-width: 1024px) calc((100vw - 338px) * 0.4), (min-width: 640px) calc((100vw - 72px) * 0.4), calc(100vw - 48px)';

/** Cards that show without scrolling on a laptop: their images load at once, not lazily. */
export const FIRST_SCREENFUL = 2;

type CardImage = Pick<Schemas['RestaurantCard'], 'cardImageUrl' | 'imageUrl' | 'cardImageSrcset'>;

/** Preloads the first screenful's images with the cards' own srcset and sizes, so the browser picks the same files. */
export function preloadCardImages(cards: CardImage[]): void {
  for (const card of cards.slice(0, FIRST_SCREENFUL)) {
    const src = card.cardImageUrl || card.imageUrl;
    if (!src) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = src;
    link.fetchPriority = 'high';
    if (card.cardImageSrcset) {
      link.imageSrcset = card.cardImageSrcset;
      link.imageSizes = CARD_IMAGE_SIZES;
    }
    document.head.append(link);
  }
}
