import type { ImgHTMLAttributes } from 'react';
import { AFTER_FIRST_PAINT_ATTRIBUTE } from './after-first-paint';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'loading'> & {
  width: number;
  height: number;
  /** Classes of the frame, which holds the image's place: its width (the height follows). */
  frameClassName?: string;
};

/**
 * A lazy image below the first screen, in a frame of its proportions. Rendered on the server,
 * it is fetched only once the first screen has painted (after-first-paint.ts); the frame
 * keeps its place meanwhile, so nothing moves when it comes.
 */
export function BelowFirstScreenImage({ width, height, frameClassName, className, ...image }: Props) {
  const onServer = typeof document === 'undefined';
  return (
    <div className={frameClassName} style={{ aspectRatio: `${width} / ${height}` }}>
      <img
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        {...image}
        {...(onServer ? { [AFTER_FIRST_PAINT_ATTRIBUTE]: '' } : {})}
        className={className ? `block size-full ${className}` : 'block size-full'}
      />
    </div>
  );
}
