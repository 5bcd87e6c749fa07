import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { inlineErrorText } from '../../../api/inline-error.ts';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { LIST_LOAD_FAILED } from '../../../ui/inline-error.tsx';
import { resellerSettingsQuery } from './reseller-api.ts';

/** The broker's reseller settings; a failed load shows the server's message in the error modal (spec 3 §8). */
export function useResellerSettings() {
  const settings = useQuery(resellerSettingsQuery());
  const dialogs = useDialogs();
  const { error } = settings;
  useEffect(() => {
    const text = inlineErrorText(error, LIST_LOAD_FAILED);
    if (text) void dialogs.error(text);
  }, [error, dialogs]);
  return settings;
}
