/**
 * The CTIA opt-out keywords a participant may text to one of our numbers. The whole message must be the
 * keyword (case, surrounding spaces and a trailing full stop or exclamation mark aside): "stop by at 5" is a
 * conversation, not an opt-out.
 */
export type SmsKeyword = 'stop' | 'start' | 'help';

const KEYWORDS: Record<string, SmsKeyword> = {
  STOP: 'stop',
  STOPALL: 'stop',
  UNSUBSCRIBE: 'stop',
  CANCEL: 'stop',
  END: 'stop',
  QUIT: 'stop',
  START: 'start',
  UNSTOP: 'start',
  YES: 'start',
  HELP: 'help',
  INFO: 'help',
};

export function smsKeyword(text: string): SmsKeyword | null {
  const word = text
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();
  return KEYWORDS[word] ?? null;
}

/** The automatic answers (sent from the number that was texted, never shown as the account's messages). */
export const KEYWORD_REPLIES: Record<SmsKeyword, string> = {
  stop: 'You have been unsubscribed and will receive no more messages from this number. Reply START to resubscribe.',
  start: 'You have been resubscribed to messages from this number. Reply STOP to unsubscribe.',
  help: 'This number belongs to a Numberyard customer. Reply STOP to unsubscribe, START to resubscribe. Msg & data rates may apply.',
};
