import type { Clock } from '../../shared/clock.js';
import { AppError, ConflictError, detailsText, NotFoundError, ValidationError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import { NO_FIGURES, type KnexVouchers, type VoucherFigures } from './adapters/knex-vouchers.js';
import { termsProblems, voucherState, type Voucher, type VoucherState, type VoucherTerms } from './domain/voucher.js';
import type { RestaurantOf } from './ports.js';

export type ListedVoucher = Voucher & VoucherFigures & { state: VoucherState };

const notFound = () => new NotFoundError('Voucher not found');
const codeTaken = (code: string) => {
  const message = `the restaurant has a code ${code.trim().toUpperCase()} already`;
  return new AppError(409, 'CONFLICT', `code: ${message}`, [{ path: 'code', message }]);
};

/** The owner's vouchers (docs/product/decisions.md "Vouchers"): list with their figures, create, edit, end. Without a restaurant: 404. */
export class VouchersService {
  constructor(
    private readonly vouchers: KnexVouchers,
    private readonly restaurantOf: RestaurantOf,
    private readonly clock: Clock,
  ) {}

  async list(caller: string): Promise<ListedVoucher[]> {
    const vouchers = await this.vouchers.ofRestaurant(await this.restaurantOf(caller));
    const figures = await this.vouchers.figures(vouchers.map((v) => v.id));
    return vouchers.map((voucher) => this.listed(voucher, figures.get(voucher.id)));
  }

  async create(caller: string, terms: VoucherTerms): Promise<ListedVoucher> {
    const restaurantId = await this.restaurantOf(caller);
    refuseProblems(terms);
    const added = await this.vouchers.add(restaurantId, terms, this.clock.now());
    if (added === 'taken') throw codeTaken(terms.code);
    return this.listed(added, undefined);
  }

  async update(caller: string, voucherId: string, terms: VoucherTerms): Promise<ListedVoucher> {
    const restaurantId = await this.restaurantOf(caller);
    const current = isId(voucherId) ? await this.vouchers.find(restaurantId, voucherId) : undefined;
    if (!current) throw notFound();
    if (current.endedAt) throw new ConflictError('This code has ended; create a new one');
    refuseProblems(terms);
    const changed = await this.vouchers.change(restaurantId, voucherId, terms, this.clock.now());
    if (changed === 'taken') throw codeTaken(terms.code);
    if (!changed) throw notFound();
    const [listed] = (await this.list(caller)).filter((v) => v.id === voucherId);
    return listed!;
  }

  /** Ends a code: removed when nobody used it, kept (ended) with its figures otherwise. */
  async end(caller: string, voucherId: string): Promise<void> {
    const restaurantId = await this.restaurantOf(caller);
    if (!isId(voucherId) || !(await this.vouchers.end(restaurantId, voucherId, this.clock.now()))) throw notFound();
  }

  private listed(voucher: Voucher, figures: VoucherFigures | undefined): ListedVoucher {
    const all = figures ?? NO_FIGURES;
    return { ...voucher, ...all, state: voucherState(voucher, this.clock.now(), all.uses + all.held) };
  }
}

function refuseProblems(terms: VoucherTerms): void {
  const problems = termsProblems(terms);
  if (problems.length > 0) throw new ValidationError(detailsText(problems), problems);
}
