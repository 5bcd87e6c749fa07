import {
  MAX_SPELLING_HYPHENS,
  vanitySpellingError,
} from '../../../../../src/shared/vanity-spelling-rules.ts';
import { ApiError } from '../../../api/api-error.ts';
import type { Dialogs } from '../../../ui/dialogs/dialog-state.ts';
import type { ListingRow } from './listing-draft.ts';
import { saveListing } from './listings-api.ts';

/** The vanity-spelling help (spec 3 section 1; the listing screen's reading of the review time). */
export const SPELLING_HELP =
  `Use the letters a-z and at most ${MAX_SPELLING_HYPHENS} hyphens. The letters must match the last digits of ` +
  'the number on a phone keypad, and offensive words are refused. Our staff review each spelling, usually ' +
  'within two business days (at most 7 days), and email you the answer.';

export const spellingConfirmation = (tn: string, spelling: string) =>
  `Update the spelling for ${tn} to ${spelling}?`;

/**
 * The vanity-spelling popup of a row: the rules, the spelling (checked as typed by the shared rules), then
 * spec 3's confirmation, then the PATCH that files the request for staff approval.
 */
export async function editSpelling(
  dialogs: Dialogs,
  listing: ListingRow,
  onSaved: () => void,
): Promise<void> {
  const name = listing.formattedTn ?? listing.tn;
  const values = await dialogs.form({
    title: `Vanity spelling for ${name}`,
    message: SPELLING_HELP,
    fields: [
      {
        name: 'spelling',
        label: 'Spelling',
        initialValue: listing.pendingSpelling ?? listing.spelling ?? '',
      },
    ],
    validate: { spelling: (value) => vanitySpellingError(listing.tn, value) },
    submitLabel: 'Update',
  });
  if (!values) return;
  const spelling = values.spelling.trim().toLowerCase();
  if (
    !(await dialogs.confirm({
      action: 'Spelling',
      message: spellingConfirmation(name, spelling.toUpperCase()),
    }))
  )
    return;
  try {
    await saveListing(listing.tn, { spelling });
    onSaved();
    await dialogs.success('Your spelling was sent for approval. We will email you the answer.');
  } catch (error) {
    await dialogs.error(
      error instanceof ApiError
        ? (Object.values(error.errors ?? {})[0] ?? error.message)
        : 'Failed to process job',
    );
  }
}
