import { type ChangeEvent, useId, useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { JOB_NOT_CREATED } from './job-created-dialog.tsx';
import { uploadListingsCsv } from './listings-api.ts';

export const NOT_A_CSV = 'Please choose a CSV file (text/csv).';

/** Spec 3 section 5: the upload accepts text/csv (some systems give .csv files no type: the name decides). */
export function isCsvFile(file: File): boolean {
  return file.type === 'text/csv' || (file.type === '' && file.name.toLowerCase().endsWith('.csv'));
}

/** Upload CSV: the file becomes a CSV job; a formatting error rejects the whole file with the server's words. */
export function UploadCsvButton({ onQueued }: { onQueued: () => void }) {
  const id = useId();
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (!isCsvFile(file)) return dialogs.error(NOT_A_CSV);
    setBusy(true);
    try {
      const job = await uploadListingsCsv(file);
      if (job.status === 'ready') onQueued();
      else await dialogs.error(JOB_NOT_CREATED);
    } catch (error) {
      await dialogs.error(
        error instanceof ApiError || error instanceof Error ? error.message : JOB_NOT_CREATED,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="upload-csv">
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="text/csv,.csv"
        disabled={busy}
        onChange={(event) => void upload(event)}
      />
      <label htmlFor={id} className="button">
        {busy ? 'Uploading…' : 'Upload CSV'}
      </label>
    </span>
  );
}
