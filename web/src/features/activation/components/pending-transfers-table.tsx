import { formatCents } from '../../../../../src/shared/money.ts';
import { PhoneNumber } from '../../../../../src/shared/phone-number.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import type { PendingTransfer } from '../activation-api.ts';

const human = (tn: string) => (PhoneNumber.isValid(tn) ? PhoneNumber.parse(tn).format() : tn);

/** The numbers moving into the account, with what each transfer charges when it completes. */
export function PendingTransfersTable({
  transfers,
  onComplete,
  completing,
}: {
  transfers: PendingTransfer[];
  /** Active accounts complete a transfer with a button; a stub's transfers complete on activation. */
  onComplete?: (transferId: number) => void;
  completing?: number | null;
}) {
  if (transfers.length === 0) return <p>No numbers are waiting to be transferred to this account.</p>;
  return (
    <DataTable
      label="Pending transfers"
      head={
        <tr>
          <th scope="col">Numbers</th>
          <th scope="col">Transfer fee</th>
          <th scope="col">Park plan, first month</th>
          <th scope="col">Total</th>
          {onComplete && <th scope="col">Action</th>}
        </tr>
      }
    >
      {transfers.map((transfer) => (
        <tr key={transfer.transferId}>
          <th scope="row">{transfer.transferTns.map(human).join(', ')}</th>
          <td>{transfer.billTo === 'new' ? formatCents(transfer.transferFee) : 'Paid by the sender'}</td>
          <td>{formatCents(transfer.parkCharge)}</td>
          <td>{formatCents(transfer.totalCharge)}</td>
          {onComplete && (
            <td>
              <button
                type="button"
                className="button"
                disabled={completing === transfer.transferId}
                onClick={() => onComplete(transfer.transferId)}
              >
                {completing === transfer.transferId ? 'Completing…' : 'Complete transfer'}
              </button>
            </td>
          )}
        </tr>
      ))}
    </DataTable>
  );
}
