/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin in Prism mock mode; unset means same origin. */
  readonly VITE_API_URL?: string;
}

/** An SVG as WebP files of the widths asked for (web/vite-plugins/webp-renditions.ts): the smallest, and all for srcset. */
declare module '*&webp' {
  const renditions: { src: string; srcSet: string };
  export default renditions;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// Element Timing's attribute (shared/first-paint/first-screen-image.ts): React passes it through as is.
declare namespace React {
  // Merged into React's own: the type parameter must carry the same name.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    elementtiming?: string;
  }
}
