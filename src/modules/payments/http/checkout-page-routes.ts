import express, { Router, type Request, type Response } from 'express';
import { NotFoundError } from '../../../shared/errors.js';
import type { CardForm } from '../domain/card-rules.js';
import { successRedirect, type LocalCheckoutSession } from '../domain/local-checkout.js';
import type { LocalCheckoutService, PaymentAttempt } from '../local-checkout-service.js';
import { precompressedFiles } from '../../../http/static-files.js';
import { CHECKOUT_ASSETS_DIR } from './checkout-assets.js';
import { checkoutPage, messagePage } from './checkout-page.js';

const PAGE = '/checkout/pay/:sessionId';

function sendHtml(res: Response, status: number, html: string): void {
  // A payment page: never cached, never framed by another site.
  res.status(status).set({ 'Cache-Control': 'no-store', 'X-Frame-Options': 'DENY' }).type('html').send(html);
}

function expired(res: Response, session: LocalCheckoutSession): void {
  const back = { href: session.cancelUrl, label: `Return to ${session.merchantName}` };
  sendHtml(res, 410, messagePage('This checkout session has expired', 'Nothing was charged. Start again from your order to pay.', back));
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function cardFormOf(req: Request): CardForm {
  // express.urlencoded's fields (Express types a body as any until a route says otherwise).
  const body: Record<string, unknown> = req.body ?? {};
  return { cardNumber: text(body.cardNumber), expiry: text(body.expiry), cvc: text(body.cvc), cardName: text(body.cardName) };
}

function answer(res: Response, attempt: PaymentAttempt, form: CardForm): void {
  if (attempt.result === 'paid') return res.redirect(303, attempt.redirectTo);
  if (attempt.result === 'expired') return expired(res, attempt.session);
  const { session, errors, declined } = attempt;
  sendHtml(res, declined ? 402 : 400, checkoutPage(session, declined ? { form, declined } : { form, errors }));
}

/** The local hosted checkout: its page, its form post and the page's two files. */
export function checkoutPageRoutes(checkout: LocalCheckoutService): Router {
  const router = Router();
  router.get(PAGE, async (req, res) => {
    const { session, state } = await checkout.view(req.params.sessionId);
    if (state === 'complete') return res.redirect(303, successRedirect(session));
    if (state === 'expired') return expired(res, session);
    sendHtml(res, 200, checkoutPage(session));
  });
  router.post(PAGE, express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 20 }), async (req, res) => {
    const form = cardFormOf(req);
    answer(res, await checkout.pay(req.params.sessionId, form), form);
  });
  router.use('/checkout/assets', precompressedFiles(CHECKOUT_ASSETS_DIR, 'public, max-age=3600'), () => {
    throw new NotFoundError();
  });
  router.use('/checkout/pay', (err: unknown, _req: Request, res: Response, next: (err: unknown) => void) => {
    if (!(err instanceof NotFoundError)) return next(err);
    sendHtml(res, 404, messagePage('Checkout session not found', 'This payment link is not valid. Start again from your order to pay.'));
  });
  return router;
}
