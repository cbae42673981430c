import { ContainerModule } from 'inversify';
import type { Config } from '../../config.js';
import { HTTP_ROUTERS } from '../../http/routes.js';
import { provide, provideValue, token } from '../../shared/di.js';
import { JOB_HANDLERS, JOB_QUEUE, JOB_SCHEDULES } from '../../shared/jobs/job-queue.js';
import { OVERDUE_WORK } from '../../shared/jobs/overdue-work.js';
import { TOKENS } from '../../shared/tokens.js';
import { RESTAURANT_ACCESS } from '../catalogue/index.js';
import { LISTED_ORDERS, ORDER_CHANGE_LISTENERS, ORDER_EVENT_CONSUMERS, ORDER_EVENT_LOG } from '../ordering/index.js';
import { KnexContracts } from './adapters/knex-contracts.js';
import { KnexLedger } from './adapters/knex-ledger.js';
import { KnexPayouts } from './adapters/knex-payouts.js';
import { ContractBook } from './contract-book.js';
import { defaultTerms } from './domain/contract.js';
import { payoutRoutes } from './http/payout-routes.js';
import { ledgerConsumer, ledgerListener } from './jobs/ledger-consumer.js';
import { ledgerOnlyPayouts, WeeklyPayouts } from './jobs/weekly-payouts.js';
import { ORDER_EVENTS, ORDERS_BY_ID, OWNED_RESTAURANT_OF, PAYOUT_SENDER } from './ports.js';
import { StatementsService } from './statements-service.js';

export { ContractBook, WeeklyPayouts };
/** The statement week a time falls in (Monday to Monday, Europe/London): the operator's "this week". */
export { weekOf } from './domain/statement-week.js';

const LEDGER = token<KnexLedger>('finance.Ledger');
const PAYOUTS = token<KnexPayouts>('finance.Payouts');
export const CONTRACT_BOOK = token<ContractBook>('finance.ContractBook');
export const WEEKLY_PAYOUTS = token<WeeklyPayouts>('finance.WeeklyPayouts');
const STATEMENTS = token<StatementsService>('finance.StatementsService');
const LEDGER_CONSUMER = token<ReturnType<typeof ledgerConsumer>>('finance.LedgerConsumer');

/**
 * The marketplace's money (docs/architecture/ledger.md): the ledger, posted from ordering's event
 * log on the shared consumer; restaurants' contracts; the weekly close and its payouts (embedded:
 * ledger only, through PAYOUT_SENDER); the owner's statements.
 */
export function financeModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    // Cross-module ports, bound to the providers' public services.
    provide(bind, ORDER_EVENTS, [ORDER_EVENT_LOG], (events) => events);
    provide(bind, ORDERS_BY_ID, [LISTED_ORDERS], (listed) => listed);
    provide(bind, OWNED_RESTAURANT_OF, [RESTAURANT_ACCESS], (access) => (auth0Id: string) => access.restaurantIdFor(auth0Id));
    provideValue(bind, PAYOUT_SENDER, ledgerOnlyPayouts);

    provide(bind, LEDGER, [TOKENS.database], (db) => new KnexLedger(db));
    provide(bind, PAYOUTS, [TOKENS.database], (db) => new KnexPayouts(db));
    provide(bind, CONTRACT_BOOK, [TOKENS.database, TOKENS.clock], (db, clock) => new ContractBook(new KnexContracts(db), defaultTerms(config.finance.commissionPercent), clock));
    provide(
      bind,
      LEDGER_CONSUMER,
      [ORDER_EVENTS, ORDERS_BY_ID, LEDGER, CONTRACT_BOOK, TOKENS.database, JOB_QUEUE, TOKENS.clock],
      (events, orders, ledger, contracts, db, queue, clock) => ledgerConsumer({ events, orders, ledger, contracts, db, queue, clock }),
    );
    provide(bind, JOB_HANDLERS, [LEDGER_CONSUMER], (consumer) => consumer.job);
    provide(bind, ORDER_EVENT_CONSUMERS, [LEDGER_CONSUMER], (consumer) => consumer.unread);
    provide(bind, OVERDUE_WORK, [LEDGER_CONSUMER], (consumer) => consumer);
    provide(bind, ORDER_CHANGE_LISTENERS, [JOB_QUEUE], (queue) => ledgerListener(queue));

    provide(bind, WEEKLY_PAYOUTS, [TOKENS.database, LEDGER, PAYOUTS, PAYOUT_SENDER, TOKENS.clock, TOKENS.logger], (db, ledger, payouts, sender, clock, logger) => new WeeklyPayouts(db, ledger, payouts, sender, clock, logger));
    provide(bind, JOB_HANDLERS, [WEEKLY_PAYOUTS], (payouts) => payouts.job);
    provide(bind, JOB_SCHEDULES, [WEEKLY_PAYOUTS], (payouts) => payouts.schedule);

    provide(bind, STATEMENTS, [LEDGER, PAYOUTS, OWNED_RESTAURANT_OF, TOKENS.clock], (ledger, payouts, owned, clock) => new StatementsService(ledger, payouts, owned, clock));
    provide(bind, HTTP_ROUTERS, [STATEMENTS], (statements) => payoutRoutes(statements));
  });
}
