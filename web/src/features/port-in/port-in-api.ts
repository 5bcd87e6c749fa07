import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { PortInItemData } from '../../../../src/shared/port-in-rules.ts';
import { hasStatus } from '../../api/api-error.ts';
import { reloadBasket } from '../../api/basket.ts';
import { api, unwrap } from '../../api/client.ts';
import { profileQueryKey, useProfile } from '../../api/profile.ts';
import { getRecaptchaToken } from '../../api/recaptcha.ts';
import type { components } from '../../api/schema.d.ts';

export type PortabilityResult = components['schemas']['PortabilityResult'];
export type CheckPortabilityAnswer = components['schemas']['CheckPortabilityAnswer'];

/** GET /api/check-portability with a bot-check token; the page shows every failure itself. */
export function useCheckPortabilityMutation() {
  return useMutation({
    mutationFn: async (tns: readonly string[]): Promise<CheckPortabilityAnswer> => {
      const recaptchaToken = await getRecaptchaToken('portCheck');
      return unwrap(
        api.GET('/api/check-portability', {
          params: { query: { tns: tns.join(','), wantAssoc: 'true', recaptchaToken } },
        }),
      );
    },
    meta: { skipGlobalErrorHandler: true },
  });
}

export interface PortInLine {
  tn: string;
  data: PortInItemData;
}

/** What became of the lines: those added, and those the basket held already (409). */
export interface AddedPortIns {
  added: string[];
  alreadyInBasket: string[];
}

/**
 * Puts the port-in lines in the visitor's basket (creating it on first use, or anew when the remembered one
 * is no longer ours) and reloads it. A number the basket holds already is skipped, not an error.
 */
export function useAddPortInsMutation() {
  const profile = useProfile();
  const queryClient = useQueryClient();
  // One basket even when the profile has not reloaded with the new basket's uuid yet.
  const created = useRef<string | null>(null);

  async function newBasket(): Promise<string> {
    const basket = await unwrap(api.POST('/api/baskets', { body: {} }));
    created.current = basket.uuid;
    await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    return basket.uuid;
  }

  return useMutation({
    mutationFn: async (lines: readonly PortInLine[]): Promise<AddedPortIns> => {
      let basketUuid = profile.basketUuid ?? created.current ?? (await newBasket());
      const result: AddedPortIns = { added: [], alreadyInBasket: [] };
      const add = (line: PortInLine) =>
        unwrap(api.POST('/api/baskets/items', { body: { basketUuid, type: 'portIn', ...line } }));
      for (const line of lines) {
        try {
          await add(line).catch(async (error: unknown) => {
            if (!hasStatus(error, 404) || result.added.length > 0) throw error;
            basketUuid = await newBasket();
            return add(line);
          });
          result.added.push(line.tn);
        } catch (error) {
          if (!hasStatus(error, 409)) throw error;
          result.alreadyInBasket.push(line.tn);
        }
      }
      await reloadBasket(queryClient, basketUuid);
      return result;
    },
    meta: { skipGlobalErrorHandler: true },
  });
}
