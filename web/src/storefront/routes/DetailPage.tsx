import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useVisitPostcode } from '../../shared/places/visit-postcode';
import { useVisitFulfilment, type Fulfilment } from '../../shared/places/visit-fulfilment';
import { showPostcode } from '../../shared/places/postcode-text';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import placeholderUrl from '../../assets/restaurant-placeholder.svg';
import { ApiRequestError } from '../../api/expect-data';
import { FIRST_SCREEN_IMAGE } from '../../shared/first-paint/first-screen-image';
import { notifyInfo } from '../../shared/ui/notify';
import { notifySlotRefusal, slotRefusalText } from '../../shared/orders/slot-refusal';
import { PageSpinner, Spinner } from '../../shared/ui/Spinner';
import { useGetRestaurant, type Restaurant } from '../features/restaurant-detail/api/get-restaurant';
import { MenuItemCard } from '../features/restaurant-detail/components/MenuItemCard';
import { soldOutFor } from '../features/restaurant-detail/sold-out-for';
import { MenuSections } from '../features/restaurant-detail/components/MenuSections';
import { MenuFilter, NO_FILTER, passesFilter } from '../features/restaurant-detail/components/MenuFilter';
import { RestaurantInfo } from '../features/restaurant-detail/components/RestaurantInfo';
import { RecentReviews } from '../features/restaurant-detail/components/RecentReviews';
import { CartBar } from '../features/cart/components/CartBar';
import { OrderSummary } from '../features/cart/components/OrderSummary';
import { VoucherField } from '../features/cart/components/VoucherField';
import { DeliveryPostcode } from '../features/cart/components/DeliveryPostcode';
import { CollectionPoint } from '../features/cart/components/CollectionPoint';
import { FulfilmentChoice } from '../features/cart/components/FulfilmentChoice';
import { undeliverableReason } from '../features/cart/components/DeliveryTerms';
import { useBasketQuote } from '../features/cart/api/quote-basket';
import { useSlots } from '../features/cart/api/get-slots';
import { SlotChoice } from '../features/cart/components/SlotChoice';
import { cartFromOrder, quantityOfItem } from '../features/cart/cart';
import { useCart, type Cart } from '../features/cart/use-cart';
import { CheckoutButton } from '../features/checkout/components/CheckoutButton';
import { checkoutTitle } from '../features/checkout/checkout-title';
import { useFindMyOrder } from '../features/orders/api/get-my-orders';
import { useGetMyUser } from '../features/user-profile/api/get-my-user';
import { OrderAgainNotice, useOrderAgain } from './OrderAgainNotice';

export { loadRestaurant as loader } from '../features/restaurant-detail/api/get-restaurant';

// The form library loads only when someone opens checkout, not with every menu.
const DeliveryDetailsStep = lazy(() => import('./DeliveryDetailsStep').then((m) => ({ default: m.DeliveryDetailsStep })));
// A dish's options dialog loads with the first dish that has options to choose, not with the page.
const OptionDialog = lazy(() =>
  import('../features/restaurant-detail/components/OptionDialog').then((m) => ({ default: m.OptionDialog })),
);

/** /detail/:restaurantId: banner, details, menu and the order summary with its cart. */
export function DetailPage() {
  const { restaurantId } = useParams();
  const { restaurant, isLoading, error } = useGetRestaurant(restaurantId);

  if (isLoading) return <PageSpinner label="Loading restaurant..." />;
  if (!restaurant) {
    const notFound = error instanceof ApiRequestError && error.status === 404;
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="alert" className="w-full rounded-md bg-red-50 p-4 text-red-700">
          {notFound ? 'Restaurant not found' : (error?.message ?? 'Failed to get restaurant')}
        </p>
        <Link to="/search/all" className="rounded-sm font-bold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          Search all restaurants
        </Link>
      </div>
    );
  }
  // Keyed: another restaurant gets a cart of its own, and leaving this one clears it.
  return <RestaurantDetail key={restaurant._id} restaurant={restaurant} />;
}

function RestaurantDetail({ restaurant }: { restaurant: Restaurant }) {
  const cart = useCart(restaurant._id, restaurant.menuItems);
  useCancelledCheckout(restaurant, cart);
  const orderAgain = useOrderAgain(restaurant, cart);
  // The dish whose option dialog is open (docs/product/decisions.md "Menus").
  const [choosing, setChoosing] = useState<Restaurant['menuItems'][number]>();
  const closeOptions = useCallback(() => setChoosing(undefined), []);
  const [filter, setFilter] = useState(NO_FILTER);
  const shownItems = restaurant.menuItems.filter((item) => passesFilter(item, filter));
  const [fulfilment, chooseFulfilment] = useVisitFulfilment(restaurant.fulfilment);
  const offersBoth = restaurant.fulfilment?.delivery === true && restaurant.fulfilment.collection;
  // docs/product/decisions.md "Orders for later": as soon as possible, or a slot; closed now, a slot only.
  // A slot is for one fulfilment (its own capacity and preparation time): another choice starts again.
  const [slotChoice, setSlotChoice] = useState<{ fulfilment: Fulfilment; slot?: string }>({ fulfilment });
  const slot = slotChoice.fulfilment === fulfilment ? slotChoice.slot : undefined;
  const setSlot = useCallback((next: string | undefined) => setSlotChoice({ fulfilment, slot: next }), [fulfilment]);
  const { data: slots } = useSlots(restaurant._id, fulfilment, cart.items.length > 0);
  // docs/product/decisions.md "Running a service": say so here rather than fail at checkout; a sold-out option too.
  // A dish is judged at the chosen slot, as checkout judges it ("Orders for later").
  const soldOutInCart = cart.items.filter((line) => {
    const item = restaurant.menuItems.find((entry) => entry._id === line._id);
    const soldOutOptions = new Set(item?.optionGroups.flatMap((group) => group.options.filter((option) => option.soldOut).map((option) => option._id)));
    return (item !== undefined && soldOutFor(item, slot)) || line.options?.some((option) => soldOutOptions.has(option._id));
  });
  // docs/product/decisions.md "Vouchers": the code stays with the visit's basket; the server says whether it applies.
  const [voucherCode, setVoucherCode] = useState('');
  const { quote, postcode } = useQuotedBasket(restaurant._id, cart, { fulfilment, slot, voucherCode }, setSlot);
  const appliedCode = quote?.voucher && quote.voucher.refusal === null ? quote.voucher.code : undefined;
  const closed = restaurant.openState !== undefined && restaurant.openState.state !== 'open';
  const unavailable = closed && !slot
    ? (slots?.slots.length ?? 0) > 0
      ? 'Closed now: choose a time for later.'
      : `${restaurant.restaurantName} is not taking orders right now.`
    : soldOutInCart.length > 0
      ? `Sold out: ${soldOutInCart.map((line) => line.name).join(', ')}. Remove it to check out.`
      : quote && undeliverableReason(quote, restaurant.restaurantName);

  return (
    <div className="flex flex-col gap-8 max-md:pb-16">
      {orderAgain.outcome && <OrderAgainNotice outcome={orderAgain.outcome} onDismiss={orderAgain.dismiss} />}
      <img
        src={restaurant.imageUrl || placeholderUrl}
        srcSet={restaurant.imageSrcset}
        // The page's width less its padding, up to the 1280 px layout.
        sizes={restaurant.imageSrcset ? '(min-width: 1280px) 1248px, calc(100vw - 32px)' : undefined}
        alt=""
        width={1200}
        height={400}
        // The page's largest paint: fetched first; what may wait for it waits (main.tsx).
        {...FIRST_SCREEN_IMAGE}
        className="aspect-[3/1] h-auto w-full rounded-lg bg-brand-100 object-cover"
      />
      <div className="grid gap-6 md:grid-cols-[4fr_2fr] md:gap-8">
        <div className="flex min-w-0 flex-col gap-6">
          <RestaurantInfo restaurant={restaurant} />
          <section aria-labelledby="menu-title" className="flex flex-col gap-3">
            <h2 id="menu-title" className="text-2xl font-bold tracking-tight">
              Menu
            </h2>
            <MenuFilter value={filter} onChange={setFilter} shown={shownItems.length} total={restaurant.menuItems.length} />
            {shownItems.length === 0 && <p className="text-slate-600">No dishes match this filter.</p>}
            <MenuSections
              sections={restaurant.menuSections}
              items={shownItems}
              renderItem={(item) => (
                <MenuItemCard
                  item={{ ...item, soldOut: soldOutFor(item, slot) }}
                  quantity={quantityOfItem(cart.items, item._id)}
                  onAdd={() => (item.optionGroups.length > 0 ? setChoosing(item) : cart.add(item))}
                />
              )}
            />
          </section>
          <RecentReviews restaurantId={restaurant._id} />
        </div>
        <div className="md:sticky md:top-4 md:self-start">
          <OrderSummary
            cart={cart}
            quote={quote}
            choice={offersBoth ? <FulfilmentChoice value={fulfilment} onChange={chooseFulfilment} /> : undefined}
            postcode={
              fulfilment === 'collection' ? (
                <CollectionPoint restaurantName={restaurant.restaurantName} address={restaurant} collectionMinutes={restaurant.fulfilment?.collectionMinutes ?? 15} scheduled={slot !== undefined} />
              ) : (
                postcode
              )
            }
            when={<SlotChoice slots={slots} closedNow={closed} slot={slot} onChange={setSlot} fulfilment={fulfilment} />}
            voucher={<VoucherField code={voucherCode} voucher={quote?.voucher} onChange={setVoucherCode} />}
            checkout={
              <CheckoutButton
                disabled={cart.items.length === 0 || unavailable !== undefined}
                note={unavailable}
                dialogLabel={checkoutTitle(fulfilment)}
                renderDialog={() => (
                  <Suspense fallback={<div className="p-10"><Spinner /></div>}>
                    <DeliveryDetailsStep
                      restaurantId={restaurant._id}
                      lines={cart.items}
                      postcode={quote?.delivery.postcode ?? undefined}
                      fulfilment={fulfilment}
                      slot={slot}
                      voucherCode={appliedCode}
                    />
                  </Suspense>
                )}
              />
            }
          />
        </div>
      </div>
      <CartBar items={cart.items} quote={quote} />
      {choosing && (
        <Suspense>
          <OptionDialog item={choosing} onAdd={(optionIds) => cart.add(choosing, optionIds)} onClose={closeOptions} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * docs/product/decisions.md "One price" and "Delivery areas": the basket priced by the server for
 * the visit's postcode and fulfilment, and where a restaurant delivers by area, the postcode field
 * (none for a collection). A postcode the server refuses is forgotten and its message shown on the field.
 */
function useQuotedBasket(restaurantId: string, cart: Cart, when: { fulfilment: Fulfilment; slot?: string; voucherCode?: string }, setSlot: (slot: string | undefined) => void) {
  const [visitPostcode, rememberPostcode] = useVisitPostcode();
  // Signed in, the profile's postcode stands in until the visit has one of its own.
  const { currentUser } = useGetMyUser();
  const [postcodeError, setPostcodeError] = useState<string>();
  const asked = visitPostcode || (postcodeError ? '' : (currentUser?.postcode ?? ''));
  const { data: quote, error, isPlaceholderData } = useBasketQuote(restaurantId, cart.items, asked, when);
  // The previous quote stands in while a new postcode is priced: its postcode is not the one asked for.
  const checking = isPlaceholderData && asked !== '' && showPostcode(asked) !== showPostcode(quote?.delivery.postcode ?? '') ? asked : undefined;
  useEffect(() => {
    // The slot filled up or went by since the list was read: back to choosing, told why.
    const refused = slotRefusalText(error);
    if (!refused) return;
    notifySlotRefusal(refused);
    setSlot(undefined);
  }, [error, setSlot]);
  useEffect(() => {
    const problem = error instanceof ApiRequestError ? error.body?.details?.find((detail) => detail.path === 'postcode') : undefined;
    if (!problem) return;
    setPostcodeError(problem.message);
    rememberPostcode('');
  }, [error, rememberPostcode]);
  const change = useCallback(
    (next: string) => {
      setPostcodeError(undefined);
      rememberPostcode(next);
    },
    [rememberPostcode],
  );
  const byArea = quote !== undefined && quote.delivery.status !== 'anywhere';
  const postcode = byArea || postcodeError ? <DeliveryPostcode postcode={quote?.delivery.postcode ?? ''} error={postcodeError} checking={checking} onChange={change} /> : undefined;
  return { quote, postcode };
}

/** The hosted checkout's cancel URL comes back here with `?cancelledOrder=<id>`. */
const CANCELLED_ORDER = 'cancelledOrder';

/**
 * Back from a cancelled payment: an empty cart is refilled from that order (what is still
 * on the menu, at today's prices), the customer is told once, and the parameter leaves the
 * URL so a reload or Back does not say it again.
 */
function useCancelledCheckout(restaurant: Restaurant, { items, replace }: Cart) {
  const [params, setParams] = useSearchParams();
  const orderId = params.get(CANCELLED_ORDER) ?? undefined;
  const { order, isSettled } = useFindMyOrder(orderId);
  const handled = useRef<string>(undefined);

  useEffect(() => {
    if (!orderId || !isSettled || handled.current === orderId) return;
    handled.current = orderId;
    const refill = items.length === 0 && order?.restaurant._id === restaurant._id;
    const lines = refill ? cartFromOrder(order.cartItems, restaurant.menuItems) : items;
    if (refill) replace(lines);
    notifyInfo('Payment cancelled', {
      id: `payment-cancelled-${orderId}`,
      description: lines.length > 0 ? 'Nothing was charged. Your cart is kept, ready for when you want to check out.' : 'Nothing was charged.',
    });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CANCELLED_ORDER);
        return next;
      },
      { replace: true },
    );
  }, [orderId, isSettled, order, items, replace, restaurant, setParams]);
}
