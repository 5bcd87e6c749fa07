import { RelativeDate } from '../../ui/relative-date.tsx';
import type { Message, MessageAttachment } from './messages-types.ts';
import { DeliveryIcon, ScheduledIcon } from './status-icons.tsx';
import { MESSAGING_TIME_ZONE } from './thread-labels.ts';

/**
 * One message: its text and attachments, when it was sent (or is scheduled for), and for employees its
 * delivery icon. `blurred` hides text and media until staff choose to see them (spec 1).
 */
export function MessageBubble(props: {
  message: Message;
  employee: boolean;
  blurred: boolean;
  /** Group threads say who wrote each inbound message. */
  showSender: boolean;
  senderName: string;
  now: number;
}) {
  const { message, employee, blurred, showSender, senderName, now } = props;
  const scheduled = message.deliveryStatus === 'scheduled';
  return (
    <article
      className={`bubble bubble--${message.direction}${blurred ? ' bubble--blurred' : ''}`}
      aria-label={`${message.direction === 'inbound' ? 'Received' : 'Sent'} message`}
      data-blurred={blurred || undefined}
    >
      {showSender && message.direction === 'inbound' && <p className="bubble__sender">{senderName}</p>}
      <div className="bubble__content">
        {message.message && <p className="bubble__text">{message.message}</p>}
        {message.attachments.map((attachment) => (
          <AttachmentView key={attachment.path} attachment={attachment} />
        ))}
      </div>
      <p className="bubble__meta">
        {scheduled && message.deferDate ? (
          <>
            <ScheduledIcon label="Scheduled" />{' '}
            <span>
              Scheduled for <RelativeDate date={message.deferDate} now={now} timeZone={MESSAGING_TIME_ZONE} />
            </span>
          </>
        ) : (
          <RelativeDate date={message.createDate} now={now} timeZone={MESSAGING_TIME_ZONE} />
        )}
        {employee && <DeliveryIcon status={message.deliveryStatus} detail={message.deliveryDesc} />}
      </p>
    </article>
  );
}

function AttachmentView({ attachment }: { attachment: MessageAttachment }) {
  const type = attachment.contentType.toLowerCase();
  if (type.startsWith('image/')) {
    return <img className="bubble__media" src={attachment.path} alt={attachment.filename} loading="lazy" />;
  }
  if (type.startsWith('video/')) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: customers' own videos come without captions.
      <video
        className="bubble__media"
        src={attachment.path}
        controls
        preload="metadata"
        aria-label={attachment.filename}
      />
    );
  }
  return (
    <a className="bubble__file" href={attachment.path} target="_blank" rel="noreferrer">
      {attachment.filename}
    </a>
  );
}
