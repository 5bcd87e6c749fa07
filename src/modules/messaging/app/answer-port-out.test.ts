import { describe, expect, it } from 'vitest';
import { PortOutRequest } from '../domain/port-out-request.ts';
import { InMemoryPortOutRequests, RecordingNumberCarrier } from '../testing/in-memory-number-protection.ts';
import { makeAnswerPortOut } from './answer-port-out.ts';

async function decided(status: 'approved' | 'completed' | 'refused') {
  const requests = new InMemoryPortOutRequests();
  const request = new PortOutRequest({
    carrierRequestId: 'po-1',
    accountId: 1,
    tn: '+12012340101',
    gainingCarrier: 'Other Wireless',
    requestedAt: new Date('2026-11-22T12:00:00Z'),
  });
  request.decide(status === 'refused' ? { status, reason: 'wrong_pin' } : { status: 'approved' }, new Date());
  if (status === 'completed') request.complete(new Date());
  await requests.save(request);
  return requests;
}

describe('answerPortOut (the job)', () => {
  it('tells the carrier the decision; a completed request was approved', async () => {
    const carrier = new RecordingNumberCarrier();
    await makeAnswerPortOut({ requests: await decided('refused'), carrier })({ carrierRequestId: 'po-1' });
    await makeAnswerPortOut({ requests: await decided('completed'), carrier })({ carrierRequestId: 'po-1' });
    expect(carrier.answers.map((told) => [told.decision, told.reason])).toEqual([
      ['refused', 'wrong_pin'],
      ['approved', null],
    ]);
  });

  it('throws when the carrier does not take the answer, so pg-boss retries it', async () => {
    const carrier = new RecordingNumberCarrier();
    carrier.answerPortOut = async () => {
      throw new Error('Carrier failed: HTTP 503');
    };
    const answer = makeAnswerPortOut({ requests: await decided('approved'), carrier });
    await expect(answer({ carrierRequestId: 'po-1' })).rejects.toThrow('HTTP 503');
  });
});
