import { Link } from 'react-router';
import { Dialog } from '../../../ui/dialogs/dialog.tsx';

/** Spec 3 section 8: a bulk change or CSV upload queued as a job, with the way to its report. */
export function JobCreatedDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      title="Your job is being processed"
      tone="success"
      onDismiss={onClose}
      message="Please allow several minutes for the processing to complete."
    >
      <p>
        <Link to="/account/broker/tools/jobs">See its progress in Reports</Link>
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose} data-autofocus>
          OK
        </button>
      </div>
    </Dialog>
  );
}

export const JOB_NOT_CREATED =
  'An error occurred while creating a job to process the changes. Please try again later.';
