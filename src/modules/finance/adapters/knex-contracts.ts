import type { Knex } from 'knex';
import { fromDb, toDb } from '../../../shared/db/timestamps.js';
import type { ContractTerms } from '../domain/contract.js';

const TABLE = 'restaurant_contracts';

export interface Contract {
  restaurantId: string;
  effectiveFrom: Date;
  terms: ContractTerms;
}

type Row = { restaurant_id: string; commission_bp: number; delivery_fee_to: ContractTerms['deliveryFeeTo']; refunds_borne_by: string; effective_from: Date | string };

/** Restaurants' contracts, a version per time it takes effect (docs/architecture/ledger.md "Contracts"). */
export class KnexContracts {
  constructor(private readonly db: Knex) {}

  /** A new version from `effectiveFrom`; one already there from that very time is replaced by none (the first stands). */
  async add(contract: Contract, at: Date): Promise<void> {
    const { terms } = contract;
    await this.db(TABLE)
      .insert({
        restaurant_id: contract.restaurantId,
        commission_bp: terms.commissionBp,
        delivery_fee_to: terms.deliveryFeeTo,
        refunds_borne_by: JSON.stringify(terms.refundsBorneBy),
        effective_from: toDb(contract.effectiveFrom),
        created_at: toDb(at),
      })
      .onConflict(['restaurant_id', 'effective_from'])
      .ignore();
  }

  /** Every version of these restaurants' contracts, by restaurant. */
  async of(restaurantIds: readonly string[]): Promise<Map<string, Contract[]>> {
    const found = new Map<string, Contract[]>();
    if (!restaurantIds.length) return found;
    const rows: Row[] = await this.db(TABLE).whereIn('restaurant_id', [...new Set(restaurantIds)]).orderBy('effective_from');
    for (const row of rows) {
      const contract: Contract = {
        restaurantId: row.restaurant_id,
        effectiveFrom: fromDb(row.effective_from),
        terms: { commissionBp: row.commission_bp, deliveryFeeTo: row.delivery_fee_to, refundsBorneBy: JSON.parse(row.refunds_borne_by) as ContractTerms['refundsBorneBy'] },
      };
      found.set(row.restaurant_id, [...(found.get(row.restaurant_id) ?? []), contract]);
    }
    return found;
  }
}
