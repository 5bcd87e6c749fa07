import { BUY_NOW_LIMIT_CENTS } from '../../../../src/shared/listing-rules.ts';
import { formatCents } from '../../../../src/shared/money.ts';
import { PhoneNumber } from '../../../../src/shared/phone-number.ts';
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

export interface ContactAgentDialogProps {
  tn: string;
  salesEmail: string;
  onClose: () => void;
}

/**
 * 'Request to License or Purchase', kept minimal: the agent form (spec 2, contact-agent) is later work,
 * so this says so and gives the brand's sales address.
 */
export function ContactAgentDialog({ tn, salesEmail, onClose }: ContactAgentDialogProps) {
  const number = PhoneNumber.tryParse(tn)?.format() ?? tn;
  const subject = encodeURIComponent(`Request to license or purchase ${number}`);
  return (
    <Dialog
      title="Request to License or Purchase"
      onDismiss={onClose}
      message={`An online form to reach an agent about ${number} is coming soon. Until then, our sales team will help you by email.`}
    >
      <p>
        <a href={`mailto:${salesEmail}?subject=${subject}`}>{salesEmail}</a>
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
