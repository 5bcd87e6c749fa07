import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { canSend, MESSAGE_MAX_LENGTH } from '../../../../src/shared/message-rules.ts';
import { inlineErrorText } from '../../api/inline-error.ts';
import { useSendMessageMutation } from './messages-mutations.ts';
import { type Attachment, readAttachment } from './read-attachment.ts';

export const SEND_FAILED = 'The message was not sent. Please try again.';

export interface SentMessage {
  messageThreadId: number;
  messageId: number;
}

/**
 * The text, the attachment and the send bar, shared by a thread's reply and the Send New Message dialog. Send
 * stays disabled by canSend (spec 1 section 5); a refused send shows the server's message above the send bar.
 * Ctrl+Enter (or Cmd+Enter) sends from the text box.
 */
export function MessageDraft(props: {
  from: string | null;
  recipients: readonly string[];
  /** ISO date to send at (the dialog's schedule), or undefined to send now. */
  deferDate?: string;
  onSent: (sent: SentMessage) => void;
  /** Focus the text box on open (the reply bar of a thread just chosen). */
  autoFocus?: boolean;
  label?: string;
  /** False keeps Send disabled for a reason of the caller's (the dialog's schedule has no time yet). */
  ready?: boolean;
  /** Shown in the send bar before Send (the dialog's Cancel). */
  otherAction?: ReactNode;
}) {
  const {
    from,
    recipients,
    deferDate,
    onSent,
    autoFocus,
    label = 'Message',
    ready = true,
    otherAction,
  } = props;
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [attachmentProblem, setAttachmentProblem] = useState<string | null>(null);
  const send = useSendMessageMutation();
  const sendable =
    ready &&
    canSend({
      from,
      recipients,
      text,
      hasMedia: attachment !== null,
      sending: send.isPending,
    });

  async function choose(file: File | undefined) {
    setAttachment(null);
    setAttachmentProblem(null);
    if (!file) return;
    const read = await readAttachment(file);
    if ('error' in read) {
      setAttachmentProblem(read.error);
      if (fileRef.current) fileRef.current.value = '';
    } else {
      setAttachment(read);
    }
  }

  function removeAttachment() {
    setAttachment(null);
    if (fileRef.current) fileRef.current.value = '';
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!sendable || !from) return;
    const sent = await send
      .mutateAsync({
        tn: from,
        participants: [...recipients],
        message: text.trim(),
        ...(attachment ? { media: attachment.dataUrl, filename: attachment.name } : {}),
        ...(deferDate ? { deferDate } : {}),
      })
      .catch(() => null);
    if (!sent) return;
    setText('');
    removeAttachment();
    onSent(sent);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  }

  const sendError = inlineErrorText(send.error, SEND_FAILED);
  return (
    <form className="message-draft" noValidate onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-text`}>
          {label}
        </label>
        <textarea
          id={`${id}-text`}
          className="field__input message-draft__text"
          rows={3}
          maxLength={MESSAGE_MAX_LENGTH}
          value={text}
          // biome-ignore lint/a11y/noAutofocus: the reply box of the conversation the reader just opened.
          autoFocus={autoFocus}
          onChange={(event) => {
            setText(event.target.value);
            if (send.isError) send.reset();
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className="message-draft__attachment">
        <button type="button" className="button" onClick={() => fileRef.current?.click()}>
          Attach a file
        </button>
        <input
          ref={fileRef}
          className="visually-hidden"
          type="file"
          tabIndex={-1}
          aria-label="Attachment"
          accept="image/*,video/*,text/*,.vcf"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        {attachment && (
          <span className="message-draft__file">
            {attachment.name}
            <button
              type="button"
              className="icon-button"
              aria-label={`Remove ${attachment.name}`}
              onClick={removeAttachment}
            >
              ×
            </button>
          </span>
        )}
      </div>
      {attachmentProblem && (
        <p className="form-error" role="alert">
          {attachmentProblem}
        </p>
      )}
      {sendError && (
        <p className="form-error message-draft__error" role="alert">
          {sendError}
        </p>
      )}
      <div className="message-draft__bar">
        {otherAction}
        <button type="submit" className="button button--primary" disabled={!sendable}>
          {send.isPending ? 'Sending…' : 'Send'}
        </button>
      </div>
    </form>
  );
}
