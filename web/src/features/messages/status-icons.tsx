import type { DeliveryStatus } from './messages-types.ts';

/** Spec 1: a thread or message waiting for its send time shows a scheduled icon. */
export function ScheduledIcon({ label = 'Scheduled' }: { label?: string }) {
  return (
    <span className="status-icon status-icon--scheduled" role="img" aria-label={label} title={label}>
      ⏰
    </span>
  );
}

/** Spec 1: staff see a delivered (green) or failed (red) icon; other statuses show none. */
export function DeliveryIcon({ status, detail }: { status: DeliveryStatus | null; detail?: string }) {
  if (status === 'delivered') {
    return (
      <span
        className="status-icon status-icon--delivered"
        role="img"
        aria-label="Delivered"
        title="Delivered"
      >
        ✓
      </span>
    );
  }
  if (status !== 'failed') return null;
  const label = detail ? `Failed: ${detail}` : 'Failed';
  return (
    <span className="status-icon status-icon--failed" role="img" aria-label={label} title={label}>
      ✕
    </span>
  );
}
