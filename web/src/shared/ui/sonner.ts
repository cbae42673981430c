import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';

/*
 * The toast library (~10 KB gzipped) loads with the first toast, not with the page: most
 * visits never toast. Toasts made before its Toaster subscribes are replayed by sonner.
 */
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
let announce: (() => void) | undefined;

export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    announce?.();
  }
  return sonner;
}

/** sonner's Toaster once anything has toasted; nothing before. */
export function useLazyToaster(): ComponentType<ToasterProps> | undefined {
  const [toaster, setToaster] = useState<ComponentType<ToasterProps>>();
  useEffect(() => {
    let mounted = true;
    const show = () => void loadSonner().then((m) => mounted && setToaster(() => m.Toaster));
    if (sonner) show();
    else announce = show;
    return () => {
      mounted = false;
      announce = undefined;
    };
  }, []);
  return toaster;
}
