import type { Clock } from '../../shared/clock.js';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import { decideDelivery, wrongCode, type Courier, type DeliveryAction, type DeliveryProof } from './domain/courier-delivery.js';
import type { OrderChangeNotifier } from './order-change-notifier.js';
import type { OrderWithRestaurant } from './ordering-service.js';
import { ownedRestaurant } from './owned-restaurant.js';
import type { CourierDeliveryRecord, CourierDeliveryRepository, CourierDirectory, OrderRepository, OwnedRestaurantLookup, OwnerOrderRepository, ProofPhotos, RestaurantLookup, UserIdLookup } from './ports.js';

export type CourierDelivery = CourierDeliveryRecord & { restaurantName: string };

/**
 * Couriers and proof of delivery (docs/product/team-and-roles.md "Couriers"). The desk assigns
 * (or leaves an order open); a courier of the restaurant claims open ones and acts only on their
 * own. Whose restaurant it is comes from the one access port, which admits a call only for the
 * roles the policy table lists; every step is decided by domain/courier-delivery.ts under the
 * order's lock and recorded as an order event.
 */
export class CourierService {
  constructor(
    private readonly deliveries: CourierDeliveryRepository,
    private readonly restaurantIdFor: OwnedRestaurantLookup,
    private readonly couriersOf: CourierDirectory,
    private readonly restaurants: RestaurantLookup,
    private readonly ownerOrders: OwnerOrderRepository,
    private readonly clock: Clock,
    private readonly notifier: OrderChangeNotifier,
    private readonly photos: ProofPhotos,
    private readonly userIdOf: UserIdLookup,
    private readonly orders: Pick<OrderRepository, 'findById'>,
  ) {}

  /** The desk's couriers to choose from. */
  async couriers(caller: string): Promise<Courier[]> {
    const restaurant = await ownedRestaurant(caller, this.restaurantIdFor, this.restaurants);
    return (await this.couriersOf(restaurant.id)).map(({ id, name }) => ({ id, name }));
  }

  /** The desk gives the order to one of its couriers, or (null) leaves it open to claim. */
  async assign(caller: string, orderId: string, courierId: string | null): Promise<OrderWithRestaurant> {
    const restaurant = await ownedRestaurant(caller, this.restaurantIdFor, this.restaurants);
    // Another restaurant's order is unknown here, whoever is named.
    if (!isId(orderId) || !(await this.ownerOrders.findForRestaurant(restaurant.id, orderId))) throw new NotFoundError('Order not found');
    let courier: Courier | null = null;
    if (courierId !== null) {
      const found = (await this.couriersOf(restaurant.id)).find((c) => c.id === courierId);
      if (!found) throw new ValidationError('courierId: not a courier of this restaurant', [{ path: 'courierId', message: 'not a courier of this restaurant' }]);
      courier = { id: found.id, name: firstName(found.name) };
    }
    await this.step(restaurant.id, orderId, { kind: 'assign', courier }, `owner:${caller}`, 'Order not found');
    const order = await this.ownerOrders.findForRestaurant(restaurant.id, orderId);
    if (!order) throw new NotFoundError('Order not found');
    return { order, restaurant };
  }

  async list(caller: string): Promise<{ assigned: CourierDelivery[]; open: CourierDelivery[] }> {
    const { restaurantId, courier, restaurantName } = await this.courier(caller);
    const all = (await this.deliveries.list(restaurantId, courier.id)).map((record) => ({ ...record, restaurantName }));
    return { assigned: all.filter((d) => d.mine), open: all.filter((d) => !d.mine) };
  }

  async claim(caller: string, orderId: string): Promise<CourierDelivery> {
    return this.courierStep(caller, orderId, (courier) => ({ kind: 'claim', courier: { id: courier.id, name: firstName(courier.name) } }));
  }

  async pickUp(caller: string, orderId: string): Promise<CourierDelivery> {
    return this.courierStep(caller, orderId, (courier) => ({ kind: 'pickUp', courierId: courier.id }));
  }

  async deliver(caller: string, orderId: string, proof: DeliveryProof): Promise<CourierDelivery> {
    return this.courierStep(caller, orderId, (courier) => ({ kind: 'deliver', courierId: courier.id, proof }));
  }

  /** Delivered, with a photo taken at the door; a refused step keeps no photo. */
  async deliverWithPhoto(caller: string, orderId: string, bytes: Buffer): Promise<CourierDelivery> {
    const { restaurantId } = await this.courier(caller);
    const key = await this.photos.store(restaurantId, bytes);
    try {
      return await this.deliver(caller, orderId, { kind: 'photo', key });
    } catch (err) {
      await this.photos.discard(key);
      throw err;
    }
  }

  /** The proof photo, for the restaurant's desk. */
  async photoForDesk(caller: string, orderId: string): Promise<Buffer> {
    const restaurant = await ownedRestaurant(caller, this.restaurantIdFor, this.restaurants);
    const order = isId(orderId) ? await this.ownerOrders.findForRestaurant(restaurant.id, orderId) : undefined;
    return this.photoOf(order?.courierDelivery?.proofPhotoKey);
  }

  /** The proof photo, for the order's customer. */
  async photoForCustomer(caller: string, orderId: string): Promise<Buffer> {
    const userId = await this.userIdOf(caller);
    const order = userId && isId(orderId) ? await this.orders.findById(orderId) : undefined;
    return this.photoOf(order && order.userId === userId ? order.courierDelivery?.proofPhotoKey : undefined);
  }

  private async photoOf(key: string | null | undefined): Promise<Buffer> {
    const photo = key ? await this.photos.read(key) : undefined;
    if (!photo) throw new NotFoundError('Photo not found');
    return photo;
  }

  async fail(caller: string, orderId: string, reason: string): Promise<CourierDelivery> {
    const trimmed = reason.trim();
    if (!trimmed) throw new ValidationError('reason: say why it could not be delivered', [{ path: 'reason', message: 'say why it could not be delivered' }]);
    return this.courierStep(caller, orderId, (courier) => ({ kind: 'fail', courierId: courier.id, reason: trimmed }));
  }

  private async courierStep(caller: string, orderId: string, action: (courier: Courier) => DeliveryAction): Promise<CourierDelivery> {
    const { restaurantId, courier, restaurantName } = await this.courier(caller);
    await this.step(restaurantId, orderId, action(courier), `courier:${caller}`, 'Delivery not found');
    const record = await this.deliveries.find(restaurantId, orderId, courier.id);
    if (!record) throw new NotFoundError('Delivery not found');
    return { ...record, restaurantName };
  }

  private async step(restaurantId: string, orderId: string, action: DeliveryAction, by: string, notFound: string): Promise<void> {
    const now = this.clock.now();
    const change = isId(orderId) ? await this.deliveries.change(orderId, restaurantId, (state) => decideDelivery(state, action, now), by, now) : undefined;
    if (!change) throw new NotFoundError(notFound);
    if (change.event) await this.notifier.published(change.event);
    // Counted (written) first, then refused: the next try knows how many are left.
    if (change.step.type === 'wrongCode') throw wrongCode(change.step.delivery);
  }

  /** The caller as a courier of their restaurant; anyone else answers as a stranger ('Restaurant not found'). */
  private async courier(caller: string): Promise<{ restaurantId: string; restaurantName: string; courier: Courier }> {
    const restaurant = await ownedRestaurant(caller, this.restaurantIdFor, this.restaurants);
    const courier = (await this.couriersOf(restaurant.id)).find((c) => c.auth0Id === caller);
    if (!courier) throw new NotFoundError('Restaurant not found');
    return { restaurantId: restaurant.id, restaurantName: restaurant.restaurantName, courier: { id: courier.id, name: courier.name } };
  }
}

/** What the customer's page names: "Sam is on the way". An e-mail address before a name is given: its first part. */
export function firstName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return (first.includes('@') ? first.slice(0, first.indexOf('@')) : first).slice(0, 100) || 'Your courier';
}
