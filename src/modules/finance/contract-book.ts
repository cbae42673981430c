import type { Clock } from '../../shared/clock.js';
import { ValidationError } from '../../shared/errors.js';
import type { KnexContracts } from './adapters/knex-contracts.js';
import { PARTIES, REFUND_CAUSES, termsAt, type ContractTerms } from './domain/contract.js';

/**
 * Restaurants' contracts (docs/architecture/ledger.md "Contracts"): a version takes effect from
 * a time on, never before it was made, so each order keeps the terms it was paid under. Without
 * a contract, the configured default (COMMISSION_PERCENT, the delivery fee to the restaurant).
 */
export class ContractBook {
  constructor(
    private readonly contracts: KnexContracts,
    private readonly defaults: ContractTerms,
    private readonly clock: Clock,
  ) {}

  /** The terms each payment was made under, by its event id (its time picks the version). */
  async termsFor(paid: ReadonlyArray<{ id: number; restaurantId: string; occurredAt: Date }>): Promise<Map<number, ContractTerms>> {
    const versions = await this.contracts.of(paid.map((event) => event.restaurantId));
    return new Map(paid.map((event) => [event.id, termsAt(versions.get(event.restaurantId) ?? [], event.occurredAt, this.defaults)]));
  }

  /** The terms in force now. */
  async current(restaurantId: string): Promise<ContractTerms> {
    const versions = await this.contracts.of([restaurantId]);
    return termsAt(versions.get(restaurantId) ?? [], this.clock.now(), this.defaults);
  }

  /** New terms from `effectiveFrom` (now when not given); going forward only: a time already past is 400. */
  async change(restaurantId: string, terms: ContractTerms, effectiveFrom?: Date): Promise<void> {
    const now = this.clock.now();
    const from = effectiveFrom ?? now;
    if (from.getTime() < now.getTime()) throw invalid('effectiveFrom', 'must not be in the past');
    checkTerms(terms);
    await this.contracts.add({ restaurantId, effectiveFrom: from, terms }, now);
  }
}

function checkTerms(terms: ContractTerms): void {
  if (!Number.isInteger(terms.commissionBp) || terms.commissionBp < 0 || terms.commissionBp > 10_000) throw invalid('commissionBp', 'must be a whole number from 0 to 10000');
  if (!PARTIES.includes(terms.deliveryFeeTo)) throw invalid('deliveryFeeTo', 'must be restaurant or platform');
  for (const cause of REFUND_CAUSES) {
    if (!PARTIES.includes(terms.refundsBorneBy[cause])) throw invalid(`refundsBorneBy.${cause}`, 'must be restaurant or platform');
  }
}

const invalid = (path: string, message: string): ValidationError => new ValidationError(`${path}: ${message}`, [{ path, message }]);
