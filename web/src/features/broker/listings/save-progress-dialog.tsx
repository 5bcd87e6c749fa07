import { Dialog } from '../../../ui/dialogs/dialog.tsx';
import { processedMessage, progressOf, type SaveRun } from './save-run.ts';

/**
 * The Save progress modal (spec 3 sections 4 and 8): a bar of the share of saves done, green once all are
 * done without errors, 'Processed N jobs' or 'Processed N jobs, M had errors', and each failure's message.
 */
export function SaveProgressDialog({ run, onClose }: { run: SaveRun; onClose: () => void }) {
  const progress = progressOf(run.jobs);
  const failed = run.jobs.filter((job) => job.status === 'failed');
  const clean = run.finished && failed.length === 0;
  const title = run.finished ? processedMessage(run.jobs) : 'Saving your changes…';
  return (
    <Dialog
      title={title}
      onDismiss={() => run.finished && onClose()}
      tone={run.finished && !clean ? 'error' : 'neutral'}
    >
      <div
        className={clean ? 'save-progress save-progress--done' : 'save-progress'}
        role="progressbar"
        aria-label="Saved"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div className="save-progress__bar" style={{ width: `${progress}%` }} />
      </div>
      {failed.length > 0 && (
        <ul className="save-progress__messages" aria-label="Errors">
          {failed.map((job) => (
            <li key={job.tn}>
              {job.label}: {job.message}
            </li>
          ))}
        </ul>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--primary" disabled={!run.finished} onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
