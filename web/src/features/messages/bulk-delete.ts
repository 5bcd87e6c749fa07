import { useDialogs } from '../../ui/dialogs/use-dialogs.ts';
import { useToasts } from '../../ui/toasts/use-toasts.ts';
import { useBulkDeleteMutation } from './messages-mutations.ts';

/** Spec 1 section 5: bulk delete asks the employee to type CONFIRM, in any case. */
export const BULK_DELETE_WORD = 'CONFIRM';
export const TYPE_CONFIRM = `Type ${BULK_DELETE_WORD} to delete the conversations.`;
export const isBulkDeleteConfirmed = (typed: string) => typed.trim().toUpperCase() === BULK_DELETE_WORD;

/** The employees' bulk delete: the typed confirmation, then POST messageThreadsBulkDelete; answers the ids removed. */
export function useBulkDelete() {
  const dialogs = useDialogs();
  const toasts = useToasts();
  const bulkDelete = useBulkDeleteMutation();

  async function run(messageThreadIds: number[]): Promise<number[]> {
    const values = await dialogs.form({
      title: 'Delete conversations',
      message: `Delete ${messageThreadIds.length} conversation${messageThreadIds.length === 1 ? '' : 's'}? Type ${BULK_DELETE_WORD} to go on.`,
      fields: [{ name: 'confirm', label: `Type ${BULK_DELETE_WORD}`, autoComplete: 'off' }],
      validate: { confirm: (value) => (isBulkDeleteConfirmed(value) ? null : TYPE_CONFIRM) },
      submitLabel: 'Delete',
    });
    if (!values) return [];
    const answer = await bulkDelete.mutateAsync(messageThreadIds).catch(() => null);
    if (!answer) return [];
    const count = answer.messageThreadIds.length;
    toasts.show({
      message: `${count} conversation${count === 1 ? ' was' : 's were'} deleted.`,
      kind: 'success',
    });
    return answer.messageThreadIds;
  }

  return { run, pending: bulkDelete.isPending };
}
