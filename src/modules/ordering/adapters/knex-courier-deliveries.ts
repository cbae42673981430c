import type { Knex } from 'knex';
import type { Database } from '../../../shared/db/database.js';
import { toDb } from '../../../shared/db/timestamps.js';
import type { Delivery, DeliveryState, DeliveryStep } from '../domain/courier-delivery.js';
import type { OrderEvent, OrderEventChanges } from '../domain/order-event.js';
import type { OrderStatus } from '../domain/order.js';
import type { CourierDeliveryRecord, CourierDeliveryRepository } from '../ports.js';
import { recordChange } from './order-changes.js';
import { maybeDate } from './order-rows.js';

export interface DeliveryRow {
  order_id: string;
  restaurant_id: string;
  courier_member_id: string | null;
  courier_name: string | null;
  assigned_at: Date | string | null;
  picked_up_at: Date | string | null;
  delivered_at: Date | string | null;
  proof: string | null;
  proof_photo_key: string | null;
  failed_at: Date | string | null;
  failure_reason: string | null;
  wrong_codes: number | string;
}

export function fromDeliveryRow(row: DeliveryRow): Delivery {
  return {
    courierId: row.courier_member_id,
    courierName: row.courier_name,
    assignedAt: maybeDate(row.assigned_at),
    pickedUpAt: maybeDate(row.picked_up_at),
    deliveredAt: maybeDate(row.delivered_at),
    proof: row.proof === 'code' || row.proof === 'photo' ? row.proof : null,
    proofPhotoKey: row.proof_photo_key,
    failedAt: maybeDate(row.failed_at),
    failureReason: row.failure_reason,
    wrongCodes: Number(row.wrong_codes),
  };
}

function toDeliveryRow(orderId: string, restaurantId: string, d: Delivery, at: Date): Record<string, unknown> {
  const time = (value: Date | null) => (value ? toDb(value) : null);
  return {
    order_id: orderId,
    restaurant_id: restaurantId,
    courier_member_id: d.courierId,
    courier_name: d.courierName,
    assigned_at: time(d.assignedAt),
    picked_up_at: time(d.pickedUpAt),
    delivered_at: time(d.deliveredAt),
    proof: d.proof,
    proof_photo_key: d.proofPhotoKey,
    failed_at: time(d.failedAt),
    failure_reason: d.failureReason,
    wrong_codes: d.wrongCodes,
    updated_at: toDb(at),
  };
}

/** The deliveries of these orders, by order id: one read beside an order list. */
export async function deliveriesOf(db: Knex, orderIds: readonly string[]): Promise<Map<string, Delivery>> {
  if (orderIds.length === 0) return new Map();
  const rows: DeliveryRow[] = await db('order_deliveries').whereIn('order_id', orderIds);
  return new Map(rows.map((row) => [row.order_id, fromDeliveryRow(row)]));
}

const ACTIVE: readonly OrderStatus[] = ['paid', 'inProgress', 'outForDelivery'];
const COURIER_COLUMNS = [
  'o.id',
  'o.status',
  'o.restaurant_id',
  'o.delivery_name',
  'o.delivery_address_line1',
  'o.delivery_postcode',
  'o.delivery_city',
  'o.delivery_phone',
  'o.note',
  'o.expected_by',
  'o.created_at',
  'd.courier_member_id',
  'd.assigned_at',
  'd.picked_up_at',
];

type CourierRow = {
  id: string;
  status: string;
  restaurant_id: string;
  delivery_name: string;
  delivery_address_line1: string;
  delivery_postcode: string | null;
  delivery_city: string;
  delivery_phone: string | null;
  note: string | null;
  expected_by: Date | string | null;
  created_at: Date | string;
  courier_member_id: string | null;
  assigned_at: Date | string | null;
  picked_up_at: Date | string | null;
  item_count: number | string | null;
};

/**
 * ordering's `order_deliveries` (docs/product/team-and-roles.md "Couriers"): every step is
 * decided on the order's row under its lock, as the service loop's changes are
 * (knex-order-lifecycle.ts), and written with its order event in one transaction.
 */
export class KnexCourierDeliveries implements CourierDeliveryRepository {
  constructor(private readonly db: Database) {}

  async change(orderId: string, restaurantId: string, decide: (state: DeliveryState) => DeliveryStep, by: string, at: Date): Promise<{ step: DeliveryStep; event?: OrderEvent } | undefined> {
    return this.db.transaction(async (trx) => {
      const order: { id: string; user_id: string; status: string; fulfilment: string; delivery_code: string | null } | undefined = await trx('orders')
        .where({ id: orderId, restaurant_id: restaurantId })
        .forUpdate()
        .first('id', 'user_id', 'status', 'fulfilment', 'delivery_code');
      if (!order) return undefined;
      const row: DeliveryRow | undefined = await trx('order_deliveries').where({ order_id: orderId }).first();
      const before = row ? fromDeliveryRow(row) : undefined;
      const status = order.status as OrderStatus;
      const step = decide({ status, fulfilment: order.fulfilment === 'collection' ? 'collection' : 'delivery', deliveryCode: order.delivery_code, delivery: before });
      const written = toDeliveryRow(orderId, restaurantId, step.delivery, at);
      if (row) await trx('order_deliveries').where({ order_id: orderId }).update(written);
      else await trx('order_deliveries').insert(written);
      if (step.type === 'wrongCode') return { step };
      if (step.status !== status) await trx('orders').where({ id: orderId }).update({ status: step.status, updated_at: toDb(at) });
      const changes: OrderEventChanges = { from: status, to: step.status, by, ...facts(step) };
      const event = await recordChange(trx, { type: step.type, orderId, restaurantId, customerId: order.user_id, status: step.status, occurredAt: at, changes });
      return { step, event };
    });
  }

  async list(restaurantId: string, courierId: string): Promise<CourierDeliveryRecord[]> {
    const rows: CourierRow[] = await this.query(restaurantId)
      .whereIn('o.status', ACTIVE)
      .where((mineOrOpen) =>
        mineOrOpen.where('d.courier_member_id', courierId).orWhere((open) => open.whereNull('d.courier_member_id').whereNull('d.failed_at').whereIn('o.status', ['paid', 'inProgress'])),
      )
      .orderByRaw('case when o.expected_by is null then 1 else 0 end')
      .orderBy([{ column: 'o.expected_by' }, { column: 'o.created_at' }, { column: 'o.id' }]);
    return rows.map((row) => toRecord(row, courierId));
  }

  async find(restaurantId: string, orderId: string, courierId: string): Promise<CourierDeliveryRecord | undefined> {
    const row: CourierRow | undefined = await this.query(restaurantId).where('o.id', orderId).first();
    return row && toRecord(row, courierId);
  }

  /** A restaurant's delivery orders with their delivery row and item count. */
  private query(restaurantId: string): Knex.QueryBuilder {
    const items = this.db('order_items').select('order_id').sum({ item_count: 'quantity' }).groupBy('order_id').as('i');
    return this.db('orders as o')
      .leftJoin('order_deliveries as d', 'd.order_id', 'o.id')
      .leftJoin(items, 'i.order_id', 'o.id')
      .where('o.restaurant_id', restaurantId)
      .where('o.fulfilment', 'delivery')
      .select([...COURIER_COLUMNS, 'i.item_count']);
  }
}

/** What the step's event carries beside the status (docs/architecture/order-events.md). */
function facts(step: DeliveryStep): Partial<OrderEventChanges> {
  if (step.type === 'assigned') return { courierName: step.delivery.courierName };
  if (step.type === 'delivered' && step.delivery.proof) return { proof: step.delivery.proof };
  if (step.type === 'deliveryFailed' && step.delivery.failureReason) return { failureReason: step.delivery.failureReason };
  return {};
}

/** docs/product/team-and-roles.md "Couriers": collect a quarter of an hour before it is due. */
const COLLECT_BEFORE_MS = 15 * 60_000;

function toRecord(row: CourierRow, courierId: string): CourierDeliveryRecord {
  const dueBy = maybeDate(row.expected_by);
  return {
    orderId: row.id,
    status: row.status as OrderStatus,
    restaurantId: row.restaurant_id,
    customerName: row.delivery_name,
    addressLine1: row.delivery_address_line1,
    postcode: row.delivery_postcode ?? '',
    city: row.delivery_city,
    phone: row.delivery_phone ?? '',
    note: row.note ?? null,
    itemCount: Number(row.item_count ?? 0),
    dueBy,
    collectBy: dueBy && new Date(dueBy.getTime() - COLLECT_BEFORE_MS),
    assignedAt: maybeDate(row.assigned_at),
    pickedUpAt: maybeDate(row.picked_up_at),
    mine: row.courier_member_id === courierId,
  };
}
