import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import { type Transaction, transactionsKey } from './transactions-api.ts';

/**
 * An employee's Early Payout (spec 3 section 4): PATCH payableDate to now. The row is replaced in the lists
 * where it shows, and the payable summary reloads.
 */
export function useEarlyPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transaction: Transaction) =>
      unwrap(
        api.PATCH('/api/brokerage/transactions/{brokerageTransactionId}', {
          params: { path: { brokerageTransactionId: transaction.brokerageTransactionId } },
          body: { payableDate: new Date().toISOString() },
        }),
      ),
    onSuccess: (changed) => {
      queryClient.setQueriesData<{ data: Transaction[] }>(
        { queryKey: [...transactionsKey, 'list'] },
        (page) =>
          page
            ? {
                ...page,
                data: page.data.map((row) =>
                  // The answer lacks what only the page query loads (a licence row's licence): keep it.
                  row.brokerageTransactionId === changed.brokerageTransactionId
                    ? { ...row, ...changed }
                    : row,
                ),
              }
            : page,
      );
      void queryClient.invalidateQueries({ queryKey: [...transactionsKey, 'payable-summary'] });
      void queryClient.invalidateQueries({
        queryKey: [...transactionsKey, 'one', changed.brokerageTransactionId],
      });
    },
  });
}

/** An employee's Cancel Sale (spec 3 section 4): a sale no payout has paid. The lists and summary reload. */
export function useCancelSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transaction: Transaction) =>
      unwrap(
        api.POST('/api/brokerage/transactions/{brokerageTransactionId}/cancelSale', {
          params: { path: { brokerageTransactionId: transaction.brokerageTransactionId } },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: transactionsKey }),
  });
}
