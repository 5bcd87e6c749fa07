import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../api/client.ts';
import { concernsWholeApp } from '../../../../api/inline-error.ts';
import type { components } from '../../../../api/schema.d.ts';

export type BankAccount = components['schemas']['BankAccount'];
export type BankAccountRequest = components['schemas']['BankAccountRequest'];
export type Taxpayer = components['schemas']['Taxpayer'];
export type SaveTaxpayerRequest = components['schemas']['SaveTaxpayerRequest'];

const bankKey = ['brokerage-bank-account'] as const;
const taxpayerKey = ['brokerage-taxpayer'] as const;

/** The dialogs show their own failures next to the fields or above the buttons (spec 3 section 8). */
const SHOWN_HERE = { handlesError: (error: unknown) => !concernsWholeApp(error) };

/** GET /api/bankAccount: spec 3's "find", the first (only) account or null. */
export function bankAccountQuery() {
  return queryOptions({
    queryKey: bankKey,
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/bankAccount', { signal }))).data[0] ?? null,
    meta: { errorShownInline: true },
  });
}

/** GET /api/brokerage/taxpayer: payee and tinLast4, both null when none is on file. */
export function taxpayerQuery() {
  return queryOptions({
    queryKey: taxpayerKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/brokerage/taxpayer', { signal })),
    meta: { errorShownInline: true },
  });
}

/** POST (add) or PATCH (update) the bank account; the screen reloads it after. */
export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bankAccountId, body }: { bankAccountId: number | null; body: BankAccountRequest }) =>
      bankAccountId === null
        ? unwrap(api.POST('/api/bankAccount', { body }))
        : unwrap(
            api.PATCH('/api/bankAccount/{bankAccountId}', { params: { path: { bankAccountId } }, body }),
          ),
    onSuccess: (saved) => queryClient.setQueryData(bankKey, saved),
    meta: SHOWN_HERE,
  });
}

export function useDeleteBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bankAccountId: number) =>
      unwrap(api.DELETE('/api/bankAccount/{bankAccountId}', { params: { path: { bankAccountId } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankKey }),
    meta: SHOWN_HERE,
  });
}

/** POST /api/bankAccount/{id}/verify with the two micro-deposits in cents. */
export function useVerifyBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bankAccountId, amounts }: { bankAccountId: number; amounts: number[] }) =>
      unwrap(
        api.POST('/api/bankAccount/{bankAccountId}/verify', {
          params: { path: { bankAccountId } },
          body: { amounts },
        }),
      ),
    onSuccess: (verified) => queryClient.setQueryData(bankKey, verified),
    onError: () => queryClient.invalidateQueries({ queryKey: bankKey }),
    meta: SHOWN_HERE,
  });
}

export function useSaveTaxpayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveTaxpayerRequest) => unwrap(api.PATCH('/api/brokerage/taxpayer', { body })),
    onSuccess: (saved) => queryClient.setQueryData(taxpayerKey, saved),
    meta: SHOWN_HERE,
  });
}
