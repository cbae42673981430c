import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../config.js';
import { pageSecurityHeaders } from './page-assets.js';
import { logoutPage, messagePage } from './pages.js';
import { webOrigins } from './web-client.js';

/** The pages oidc-provider renders itself (logout, logged out, errors), in our look. */
export function providerPages(config: Config) {
  const headers = pageSecurityHeaders(webOrigins(config));
  const render = (ctx: KoaContextWithOIDC, html: string) => {
    for (const [name, value] of Object.entries(headers)) ctx.set(name, value);
    ctx.type = 'html';
    ctx.body = html;
  };
  return {
    async logoutSource(ctx: KoaContextWithOIDC, form: string) {
      render(ctx, logoutPage(form));
    },
    async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
      render(ctx, messagePage({ title: 'Logged out', message: 'You have been logged out.', backUrl: config.publicUrl }));
    },
    async renderError(ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }) {
      const details = [out.error, out.error_description].filter(Boolean).join(': ');
      render(
        ctx,
        messagePage({
          title: 'Something went wrong',
          message: 'The login request could not be completed. Please go back and try again.',
          details,
          backUrl: config.publicUrl,
        }),
      );
    },
  };
}
