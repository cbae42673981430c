import type { Clock } from '../../shared/clock.js';
import { ConflictError, detailsText, NotFoundError, ValidationError, type ErrorDetail } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import type { KnexWebhookEndpoints, WebhookEndpoint } from './adapters/knex-webhook-endpoints.js';
import { ENDPOINTS_PER_RESTAURANT } from './adapters/knex-webhook-endpoints.js';
import type { AttemptLog, KnexWebhookLog } from './adapters/knex-webhook-log.js';
import { firstRefused, resolveAll } from './adapters/guarded-lookup.js';
import { literalAddress, urlProblem } from './domain/webhook-url.js';
import { newWebhookSecret } from './domain/webhook-signature.js';
import type { OwnedRestaurantOf, RestaurantEvents } from './ports.js';

/** The owner's delivery log shows each endpoint's latest attempts. */
const LOG_SIZE = 20;
/** A registration waits this long for the host's addresses, then refuses it as not resolving. */
const RESOLVE_TIMEOUT_MS = 5_000;

export type ListedEndpoint = Omit<WebhookEndpoint, 'secret' | 'restaurantId'> & { deliveries: AttemptLog[] };

/** The owner's webhooks (docs/architecture/webhooks.md): register, list with their log, remove. Without a restaurant: 404. */
export class WebhooksService {
  constructor(
    private readonly endpoints: KnexWebhookEndpoints,
    private readonly log: KnexWebhookLog,
    private readonly ownedRestaurantOf: OwnedRestaurantOf,
    private readonly events: RestaurantEvents,
    private readonly clock: Clock,
    private readonly allowLocal: boolean,
  ) {}

  /** The new endpoint with its secret, shown this once. It receives the events after this moment. */
  async register(caller: string, url: string): Promise<WebhookEndpoint> {
    const restaurantId = await this.restaurantOf(caller);
    await this.checkUrl(url);
    const lastEventId = await this.events.latestId({ restaurantId });
    const added = await this.endpoints.add({ restaurantId, url, secret: newWebhookSecret(), lastEventId, createdAt: this.clock.now() });
    if (added === 'full') throw new ConflictError(`A restaurant can have at most ${ENDPOINTS_PER_RESTAURANT} webhooks; remove one first`);
    return added;
  }

  async list(caller: string): Promise<ListedEndpoint[]> {
    const endpoints = await this.endpoints.ofRestaurant(await this.restaurantOf(caller));
    const logs = await this.log.log(endpoints.map((e) => e.id), LOG_SIZE);
    return endpoints.map(({ id, url, createdAt }) => ({ id, url, createdAt, deliveries: logs.get(id) ?? [] }));
  }

  async remove(caller: string, webhookId: string): Promise<void> {
    const restaurantId = await this.restaurantOf(caller);
    if (!isId(webhookId) || !(await this.endpoints.remove(restaurantId, webhookId))) throw new NotFoundError('Webhook not found');
  }

  /** The URL's rules, then every address its host resolves to (checked again at each attempt). */
  private async checkUrl(url: string): Promise<void> {
    const refuse = (detail: ErrorDetail) => new ValidationError(detailsText([detail]), [detail]);
    const problem = urlProblem(url, this.allowLocal);
    if (problem) throw refuse(problem);
    const { hostname } = new URL(url);
    if (this.allowLocal || literalAddress(hostname)) return;
    const addresses = await resolveAll(hostname, RESOLVE_TIMEOUT_MS).catch(() => {
      throw refuse({ path: 'url', message: `the host ${hostname} does not resolve` });
    });
    const refused = firstRefused(addresses);
    if (refused) throw refuse({ path: 'url', message: `must not point at a ${refused.reason} address (${hostname} resolves to ${refused.address})` });
  }

  private async restaurantOf(caller: string): Promise<string> {
    const id = await this.ownedRestaurantOf(caller);
    if (!id) throw new NotFoundError('Restaurant not found');
    return id;
  }
}
