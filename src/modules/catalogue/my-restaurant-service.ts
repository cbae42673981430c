import type { Clock } from '../../shared/clock.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import type { Logger } from '../../shared/logger.js';
import type { Restaurant } from './domain/restaurant.js';
import { validateMenuForm, validateRestaurantForm, type MenuDraft, type RestaurantDraft } from './domain/restaurant-form.js';
import { deleteRestaurantImage } from './images/restaurant-image.js';
import { storeUploadedImage } from './images/uploaded-image.js';
import type { FileStorage, RestaurantRecord, RestaurantRepository } from './ports.js';
import type { RestaurantAccess } from './restaurant-access.js';

/** The multipart form as the HTTP layer hands it over: text fields and the image bytes, if any. */
export interface RestaurantSubmission {
  fields: Record<string, unknown>;
  image?: Buffer;
}

/** Finds the stored user behind an identity provider subject (the accounts module). */
export type UserIdLookup = (auth0Id: string) => Promise<string | undefined>;

/**
 * The signed-in user's own restaurant. `caller` is always the token's subject, so nobody
 * reaches another user's restaurant. Images: new renditions are stored first, then the rows
 * are written in one transaction, which reports the image it replaced, then those files are
 * removed; a failed write removes the new files instead, so a refused update changes
 * nothing. Concurrent updates each remove their own predecessor, so one image remains.
 */
/** The caller's restaurant id, or a 404 (RestaurantAccess.requireRestaurantId). */
export type OwnRestaurantId = (caller: string) => Promise<string>;

export class MyRestaurantService {
  constructor(
    private readonly userIdOf: UserIdLookup,
    private readonly access: RestaurantAccess,
    private readonly restaurants: RestaurantRepository,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** Of these restaurants, those whose owner opted in to an e-mail per new paid order, with the owner's user id. */
  newOrderMailOwners(restaurantIds: readonly string[]): Promise<Map<string, string>> {
    return this.restaurants.newOrderMailOwners(restaurantIds);
  }

  /** The restaurant the caller acts for, if their role admits the call (owner, or its team). */
  async get(caller: string): Promise<Restaurant> {
    const id = await this.access.restaurantIdFor(caller);
    const restaurant = id ? await this.restaurants.findById(id) : undefined;
    if (!restaurant) throw new NotFoundError('Restaurant not found');
    return restaurant;
  }

  async create(caller: string, submission: RestaurantSubmission): Promise<Restaurant> {
    const ownerUserId = await this.userIdOf(caller);
    if (!ownerUserId) throw new NotFoundError('User not found');
    if (await this.restaurants.findByOwner(ownerUserId)) throw new ConflictError('User restaurant already exists');
    // One restaurant per person (docs/product/team-and-roles.md): a team member founds none.
    if (await this.access.roleOf(caller)) throw new ConflictError('You are on a restaurant team already');
    const draft = validateRestaurantForm(submission.fields, { hasImage: !!submission.image, menuItems: [], menuSections: [] });
    const id = newId(this.clock.now());
    const imageKey = await storeUploadedImage(this.storage, submission.image!, id);
    await this.removingOnFailure(imageKey, () => this.restaurants.create(this.record(id, ownerUserId, draft, imageKey)));
    return this.get(caller);
  }

  async update(caller: string, submission: RestaurantSubmission): Promise<Restaurant> {
    const current = await this.get(caller);
    const draft = validateRestaurantForm(submission.fields, {
      hasImage: !!submission.image || !!current.imageKey,
      menuItems: current.menuItems,
      menuSections: current.menuSections,
    });
    // Without a new image the record carries none, so the row keeps whatever image it has
    // by then (another request may have replaced the one read above).
    const imageKey = submission.image ? await storeUploadedImage(this.storage, submission.image, current.id) : undefined;
    const record = this.record(current.id, current.ownerUserId, draft, imageKey);
    const { replacedImageKey } = await this.removingOnFailure(imageKey, () => this.restaurants.update(record));
    if (replacedImageKey) await this.removeUnusedImage(replacedImageKey);
    return this.get(caller);
  }

  /** The menu alone (a manager's edit, docs/product/team-and-roles.md): details, cuisines and image stay as stored. */
  async replaceMenu(caller: string, fields: Record<string, unknown>): Promise<Restaurant> {
    const current = await this.get(caller);
    const menu = validateMenuForm(fields, { menuItems: current.menuItems, menuSections: current.menuSections });
    const now = this.clock.now();
    await this.restaurants.replaceMenu(current.id, { menuSections: menu.menuSections, menuItems: withIds(menu, now) }, now);
    return this.get(caller);
  }

  private record(id: string, ownerUserId: string, draft: RestaurantDraft, imageKey: string | undefined): RestaurantRecord {
    const now = this.clock.now();
    return { id, ownerUserId, ...draft, menuItems: withIds(draft, now), imageKey, savedAt: now };
  }

  /** A refused or failed write leaves no trace: the request's own upload goes with it. */
  private async removingOnFailure<T>(uploadedKey: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uploadedKey) await this.removeUnusedImage(uploadedKey);
      throw error;
    }
  }

  /**
   * Files are removed only when no row points at them; a failure here (or a crash before it)
   * leaves an orphan for the sweep (images/orphan-sweep.ts), never a broken image.
   */
  private async removeUnusedImage(imageKey: string): Promise<void> {
    try {
      if (!(await this.restaurants.isImageInUse(imageKey))) await deleteRestaurantImage(this.storage, imageKey);
    } catch (err) {
      this.logger.warn({ err, imageKey }, 'could not remove an unused restaurant image');
    }
  }
}

/** New dishes, option groups and options get their ids; kept ones keep theirs. */
function withIds(menu: MenuDraft, now: Date): RestaurantRecord['menuItems'] {
  return menu.menuItems.map((item) => ({
    ...item,
    id: item.id ?? newId(now),
    optionGroups: item.optionGroups.map((group) => ({ ...group, id: group.id ?? newId(now), options: group.options.map((option) => ({ ...option, id: option.id ?? newId(now) })) })),
  }));
}
