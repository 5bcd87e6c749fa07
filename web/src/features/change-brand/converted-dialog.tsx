import { Dialog } from '../../ui/dialogs/dialog.tsx';

/** Spec 2's success modal: Stay Here, or Go to My New Account (the account the numbers went to). */
export function ConvertedDialog({
  count,
  brandName,
  switching,
  onStay,
  onGo,
}: {
  count: number;
  brandName: string;
  switching: boolean;
  onStay: () => void;
  onGo: () => void;
}) {
  return (
    <Dialog
      title="Numbers converted"
      tone="success"
      onDismiss={onStay}
      message={`${count === 1 ? 'Your number is' : `Your ${count} numbers are`} now in your ${brandName} account.`}
    >
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onStay}>
          Stay Here
        </button>
        <button
          type="button"
          className="button button--primary"
          data-autofocus
          disabled={switching}
          onClick={onGo}
        >
          {switching ? 'Switching…' : 'Go to My New Account'}
        </button>
      </div>
    </Dialog>
  );
}
