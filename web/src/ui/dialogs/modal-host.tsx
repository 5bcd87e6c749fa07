import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Dialog } from './dialog.tsx';
import type { DialogRequest } from './dialog-state.ts';
import { openDialogsAtom } from './dialog-state.ts';
import { FormDialog } from './form-dialog.tsx';
import './dialogs.css';

/** Renders the dialogs opened through useDialogs(), the newest on top. Mount once, near the root. */
export function ModalHost() {
  const dialogs = useAtomValue(openDialogsAtom);
  const anyOpen = dialogs.length > 0;

  useEffect(() => {
    if (!anyOpen) return;
    document.body.classList.add('has-modal');
    return () => document.body.classList.remove('has-modal');
  }, [anyOpen]);

  return (
    <>
      {dialogs.map((request, index) => (
        <DialogFor key={request.id} request={request} covered={index < dialogs.length - 1} />
      ))}
    </>
  );
}

/** Closes a success or error notice after its timeout (none: it stays until Ok). */
function useNoticeTimeout(request: DialogRequest) {
  const timeoutMs = request.kind === 'error' || request.kind === 'success' ? request.timeoutMs : undefined;
  const close = request.close as () => void;
  useEffect(() => {
    if (!timeoutMs || timeoutMs <= 0) return;
    const timer = setTimeout(close, timeoutMs);
    return () => clearTimeout(timer);
  }, [close, timeoutMs]);
}

function DialogFor({ request, covered }: { request: DialogRequest; covered: boolean }) {
  useNoticeTimeout(request);
  switch (request.kind) {
    case 'error':
    case 'success':
      return (
        <Dialog
          title={request.kind === 'error' ? 'Error' : 'Success'}
          role={request.kind === 'error' ? 'alertdialog' : 'dialog'}
          tone={request.kind}
          message={request.message}
          onDismiss={request.close}
          covered={covered}
        >
          <div className="dialog__actions">
            <button type="button" className="button button--primary" data-autofocus onClick={request.close}>
              Ok
            </button>
          </div>
        </Dialog>
      );
    case 'confirm':
      return (
        <Dialog
          title={`Confirm ${request.action}`}
          role="alertdialog"
          message={request.message}
          onDismiss={() => request.close(false)}
          covered={covered}
        >
          <div className="dialog__actions">
            <button type="button" className="button" data-autofocus onClick={() => request.close(false)}>
              Cancel
            </button>
            <button type="button" className="button button--primary" onClick={() => request.close(true)}>
              Confirm
            </button>
          </div>
        </Dialog>
      );
    case 'form':
      return <FormDialog options={request.options} onClose={request.close} covered={covered} />;
  }
}
