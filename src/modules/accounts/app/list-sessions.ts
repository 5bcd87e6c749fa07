import type { Clock } from '../../../platform/clock/clock.ts';
import type { MemberCaller } from '../../../platform/http/caller.ts';
import { deviceLabel } from '../domain/device-label.ts';
import type { SessionRepository } from '../ports/session-repository.ts';

export interface SessionView {
  id: number;
  device: string;
  userAgent: string | null;
  ip: string | null;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
}

export interface ListSessionsDeps {
  sessions: SessionRepository;
  clock: Clock;
}

/** The caller's own signed-in browsers, in every account, never with their tokens. */
export function makeListSessions({ sessions, clock }: ListSessionsDeps) {
  return async function listSessions(caller: MemberCaller): Promise<SessionView[]> {
    const active = await sessions.activeOfUser(caller.userId, clock.now());
    return active.map((session) => ({
      id: session.id,
      device: deviceLabel(session.userAgent),
      userAgent: session.userAgent,
      ip: session.ip,
      signedInAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      current: caller.via === 'session' && caller.credentialId === session.id,
    }));
  };
}
