import type { Message, MessageType } from './message.ts';
import { canonicalParticipants } from './participants.ts';

/**
 * A conversation between one of the account's numbers (`tn`) and its participants (spec 1 section 3).
 * A removed thread is kept (soft delete) but never shown or continued: the next message starts a new one.
 */
export class MessageThread {
  id!: number;
  accountId: number;
  tn: string;
  participants: string[];
  /** The canonical participants joined by commas: one live thread per account, tn and key. */
  participantsKey: string;
  name: string;
  unreadCount: number;
  recentMessageType: MessageType | null;
  recentMessage: string;
  recentMessageDate: Date;
  createdAt: Date;
  deletedAt: Date | null;

  constructor(props: {
    accountId: number;
    tn: string;
    participants: readonly string[];
    now: Date;
    name?: string;
  }) {
    this.accountId = props.accountId;
    this.tn = props.tn;
    this.participants = canonicalParticipants(props.participants);
    this.participantsKey = this.participants.join(',');
    this.name = props.name ?? '';
    this.unreadCount = 0;
    this.recentMessageType = null;
    this.recentMessage = '';
    this.recentMessageDate = props.now;
    this.createdAt = props.now;
    this.deletedAt = null;
  }

  /** A new message of the thread becomes its recent message; an inbound one raises unread. */
  recordMessage(message: Pick<Message, 'type' | 'message' | 'createDate' | 'direction'>): void {
    this.recentMessageType = message.type;
    this.recentMessage = message.message;
    if (message.createDate >= this.recentMessageDate) this.recentMessageDate = message.createDate;
    if (message.direction === 'inbound') this.unreadCount += 1;
  }

  /** Spec 1: opening a thread as a non-employee reads it; employees never mark read. */
  markReadBy(viewer: { isEmployee: boolean }): boolean {
    if (viewer.isEmployee || this.unreadCount === 0) return false;
    this.unreadCount = 0;
    return true;
  }

  /** The thread menu's read/unread toggle: unread shows one unread message. */
  setUnread(unread: boolean): void {
    this.unreadCount = unread ? Math.max(1, this.unreadCount) : 0;
  }

  remove(now: Date): void {
    this.deletedAt ??= now;
  }

  isRemoved(): boolean {
    return this.deletedAt !== null;
  }
}
