import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import { getRecaptchaToken } from '../../api/recaptcha.ts';
import type { components } from '../../api/schema.d.ts';

export type TalkToAgentRequest = components['schemas']['TalkToAgentRequest'];
export type ContactAgentType = TalkToAgentRequest['type'];

/** POST /api/talk-to-agent with a bot-check token; the dialog shows every failure itself. */
export function useTalkToAgentMutation() {
  return useMutation({
    mutationFn: async (request: Omit<TalkToAgentRequest, 'recaptchaToken'>) => {
      const recaptchaToken = await getRecaptchaToken('talkToAgent');
      return unwrap(api.POST('/api/talk-to-agent', { body: { ...request, recaptchaToken } }));
    },
    meta: { skipGlobalErrorHandler: true },
  });
}
