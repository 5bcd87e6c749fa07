import type { ResellerTokenKind } from '../../../../../src/shared/reseller-settings-rules.ts';
import { inlineErrorText } from '../../../api/inline-error.ts';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { LIST_LOAD_FAILED } from '../../../ui/inline-error.tsx';
import { useToasts } from '../../../ui/toasts/use-toasts.ts';
import { CopyField } from './copy-field.tsx';
import { type ResellerSettings, useCreateToken } from './reseller-api.ts';

interface TokenPanelProps {
  kind: ResellerTokenKind;
  settings: ResellerSettings;
  /** What the broker copies once the token exists (the link, the script tag). */
  shown: (token: string) => string;
  copyLabel: string;
  generateLabel: string;
  /** Spec 3 section 4: unavailable until a token is generated. */
  unavailable: string;
  multiline?: boolean;
}

/**
 * A public token's panel (spec 3 Tools): unavailable until generated; then what to copy, and Regenerate, which
 * replaces the token (after a confirmation: whatever carries the old one stops earning). "Token created" on
 * success; the server's message in the error modal on failure (spec 3 section 8).
 */
export function ResellerTokenPanel(props: TokenPanelProps) {
  const { kind, settings } = props;
  const token = settings[kind];
  const create = useCreateToken(kind);
  const dialogs = useDialogs();
  const toasts = useToasts();

  async function generate() {
    if (token) {
      const go = await dialogs.confirm({
        action: 'Regenerate',
        message: 'A new token replaces this one: wherever the old one is used, it stops working.',
      });
      if (!go) return;
    }
    try {
      await create.create(settings.resellerId);
      toasts.show({ message: 'Token created', kind: 'success' });
    } catch (error) {
      const text = inlineErrorText(error, LIST_LOAD_FAILED);
      if (text) void dialogs.error(text);
    }
  }

  return (
    <section className="reseller-token">
      {token ? (
        <CopyField label={props.copyLabel} value={props.shown(token)} multiline={props.multiline ?? false} />
      ) : (
        <p>{props.unavailable}</p>
      )}
      <button
        type="button"
        className={token ? 'button' : 'button button--primary'}
        disabled={create.isPending}
        onClick={() => void generate()}
      >
        {create.isPending ? 'Generating…' : token ? 'Regenerate' : props.generateLabel}
      </button>
    </section>
  );
}
