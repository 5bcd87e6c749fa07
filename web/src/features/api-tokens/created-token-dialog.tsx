import { useEffect, useId, useState } from 'react';
import { Dialog } from '../../ui/dialogs/dialog.tsx';

interface CreatedTokenDialogProps {
  name: string;
  token: string;
  onClose: () => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The new token, in full, once: a Copy button (the clipboard API) and a read-only field to copy it by hand.
 * Once closed, the token is gone from the page; the server keeps only its hash.
 */
export function CreatedTokenDialog({ name, token, onClose }: CreatedTokenDialogProps) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const fieldId = useId();
  const warningId = useId();

  useEffect(() => {
    document.body.classList.add('has-modal');
    return () => document.body.classList.remove('has-modal');
  }, []);

  async function copyToken() {
    try {
      await navigator.clipboard.writeText(token);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <Dialog title={`API token “${name}” created`} onDismiss={onClose} tone="success">
      <p id={warningId} className="token-warning">
        Copy this token now. It will not be shown again: only its last 4 characters are kept to tell it apart.
      </p>
      <div className="field">
        <label className="field__label" htmlFor={fieldId}>
          Your new API token
        </label>
        <input
          id={fieldId}
          className="field__input token-value"
          readOnly
          value={token}
          aria-describedby={warningId}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <p className="token-copy-status" role="status">
        {copy === 'copied' && 'Copied to the clipboard.'}
        {copy === 'failed' && 'The token could not be copied: select it and copy it yourself.'}
      </p>
      <div className="dialog__actions">
        <button type="button" className="button" data-autofocus onClick={() => void copyToken()}>
          Copy
        </button>
        <button type="button" className="button button--primary" onClick={onClose}>
          Done
        </button>
      </div>
    </Dialog>
  );
}
