import { describe, expect, it } from 'vitest';
import { smsKeyword } from './sms-keywords.ts';

describe('the opt-out keywords', () => {
  it('reads every CTIA stop word as stop, whatever the case and spacing', () => {
    for (const word of ['STOP', 'stop', ' Stop. ', 'STOPALL', 'unsubscribe', 'Cancel', 'END', 'quit!'])
      expect(smsKeyword(word)).toBe('stop');
  });

  it('reads START, UNSTOP and YES as start, HELP and INFO as help', () => {
    expect(['START', 'unstop', 'Yes'].map(smsKeyword)).toEqual(['start', 'start', 'start']);
    expect(['HELP', 'info'].map(smsKeyword)).toEqual(['help', 'help']);
  });

  it('leaves a message that only contains a keyword alone', () => {
    for (const text of ['stop by at 5', 'please stop', 'yes please', 'STOP STOP', '', 'S T O P'])
      expect(smsKeyword(text)).toBeNull();
  });
});
