import { Link } from 'react-router';
import { RelativeDate } from '../../ui/relative-date.tsx';
import type { MessageThread } from './messages-types.ts';
import { DeliveryIcon, ScheduledIcon } from './status-icons.tsx';
import { MESSAGING_TIME_ZONE, ourNumberLabel, recentPreview, threadTitle } from './thread-labels.ts';

/**
 * One conversation of the list: who, the account's number it is on, the latest message and when. The unread
 * badge is the members'; employees see the destination in another style, the delivery icon and no badge.
 */
export function ConversationItem(props: {
  thread: MessageThread;
  to: string;
  selected: boolean;
  employee: boolean;
  showNumber: boolean;
  now: number;
}) {
  const { thread, to, selected, employee, showNumber, now } = props;
  const title = threadTitle(thread);
  const unread = !employee && thread.unreadCount > 0;
  return (
    <Link
      to={to}
      className={`conversation${selected ? ' conversation--selected' : ''}${unread ? ' conversation--unread' : ''}`}
      aria-current={selected ? 'page' : undefined}
    >
      <span className="conversation__top">
        <span className="conversation__title">{title}</span>
        <RelativeDate
          className="conversation__date"
          date={thread.recentMessageDate}
          now={now}
          timeZone={MESSAGING_TIME_ZONE}
        />
      </span>
      {(showNumber || employee) && (
        <span className={employee ? 'conversation__destination--staff' : 'conversation__destination'}>
          {employee ? `To ${ourNumberLabel(thread)}` : ourNumberLabel(thread)}
        </span>
      )}
      <span className="conversation__bottom">
        <span className="conversation__preview">{recentPreview(thread)}</span>
        {thread.hasScheduled && <ScheduledIcon label="Has a scheduled message" />}
        {employee && <DeliveryIcon status={thread.lastDeliveryStatus} />}
        {unread && (
          <span className="conversation__badge" role="img" aria-label={`${thread.unreadCount} unread`}>
            {thread.unreadCount}
          </span>
        )}
      </span>
    </Link>
  );
}
