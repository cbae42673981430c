import path from 'node:path';
import { PROJECT_ROOT } from '../../../shared/project-root.js';

/** Files, not inline code: the app's Content-Security-Policy allows only same-origin scripts. */
export const CHECKOUT_ASSETS = { styles: '/checkout/assets/checkout.css', script: '/checkout/assets/checkout.js' };

/** Where the build writes them (src/scripts/checkout-build.ts, from ./assets/) and they are served from. */
export const CHECKOUT_ASSETS_DIR = path.join(PROJECT_ROOT, 'dist/checkout-assets');
