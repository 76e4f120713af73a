import type { GridPaginationModel } from '@mui/x-data-grid';
import { createTransactions, type Transaction } from './transactions';

// The bank's side: a full year of the account, of which the grid only ever holds one page.
const ledger = createTransactions(487);

const LATENCY_MS = 500;

function answerLater<T>(value: T): Promise<T> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(value), LATENCY_MS);
  });
}

function slice({ page, pageSize }: GridPaginationModel): Transaction[] {
  return ledger.slice(page * pageSize, (page + 1) * pageSize);
}

/** An API that returns one page and the total number of transactions. */
export function fetchTransactionPage(
  model: GridPaginationModel,
): Promise<{ rows: Transaction[]; total: number }> {
  return answerLater({ rows: slice(model), total: ledger.length });
}

/**
 * An API that cannot count (a cursor-based or streaming backend): it returns one page and
 * whether another one follows.
 */
export function fetchTransactionPageUncounted(
  model: GridPaginationModel,
): Promise<{ rows: Transaction[]; hasNextPage: boolean }> {
  return answerLater({
    rows: slice(model),
    hasNextPage: (model.page + 1) * model.pageSize < ledger.length,
  });
}

/** A rough figure the backend can give cheaply, such as a table statistic. */
export const ESTIMATED_TRANSACTION_COUNT = 450;
