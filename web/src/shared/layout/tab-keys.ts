import { nextMenuIndex } from './menu-keys';

// A horizontal tab list moves with Left/Right (WAI-ARIA tabs pattern); Up/Down stay for scrolling.
const AS_MENU_KEY: Partial<Record<string, string>> = { ArrowRight: 'ArrowDown', ArrowLeft: 'ArrowUp', Home: 'Home', End: 'End' };

/** The tab to move to for a key, wrapping at the ends; null for keys tabs ignore. */
export function nextTabIndex(current: number, key: string, count: number): number | null {
  const menuKey = AS_MENU_KEY[key];
  return menuKey ? nextMenuIndex(current, menuKey, count) : null;
}
