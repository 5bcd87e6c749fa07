import { BUY_NOW_LIMIT_CENTS } from '../../../../src/shared/listing-rules.ts';
import { formatCents } from '../../../../src/shared/money.ts';
import { Dialog } from '../../ui/dialogs/dialog.tsx';

/** 'Need Help': how the search works. */
export function HelpDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="How search works" onDismiss={onClose}>
      <ul className="help-list">
        <li>
          Choose <strong>LOCAL</strong>, <strong>TOLL FREE</strong> or <strong>GLOBAL</strong> numbers.
        </li>
        <li>
          Pick a state or an area code, or type a word (such as CARS) or digits: the search starts as soon as
          there is something to look for.
        </li>
        <li>Typing a three-digit area code picks its state for you.</li>
        <li>
          Narrow the results with the filters: price, city, categories, patterns, a block of consecutive
          numbers, numbers for sale or for licence only, and more.
        </li>
        <li>
          <strong>More results</strong> lists every match page by page, sorted as you choose.
        </li>
        <li>
          Numbers priced at {formatCents(BUY_NOW_LIMIT_CENTS).replace(/\.00$/, '')} or more, and some
          licences, go through an agent: choose <strong>Contact Agent</strong>.
        </li>
      </ul>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
