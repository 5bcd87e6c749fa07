import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { basketClockAtom } from '../state/basket-clock.ts';

/** Milliseconds left as m:ss, rounded up so the last second shows 0:01, never below 0:00. */
export function formatCountdown(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Ticks every second from the injectable clock. */
function useNow(): number {
  const clock = useAtomValue(basketClockAtom);
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    setNow(clock.now());
    const timer = setInterval(() => setNow(clock.now()), 1000);
    return () => clearInterval(timer);
  }, [clock]);
  return now;
}

/**
 * The time left on a number's 30-minute reservation (spec 2: m:ss). Calls `onExpired` once when it runs
 * out, so the basket reloads without the item.
 */
export function ReservationCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const now = useNow();
  const left = Date.parse(expiresAt) - now;
  const told = useRef(false);
  useEffect(() => {
    if (left < 0 && !told.current) {
      told.current = true;
      onExpired();
    }
  }, [left, onExpired]);
  // role timer is not a live region: a screen reader reads it when asked, not every second.
  return (
    <span className="reservation-countdown" role="timer">
      Reserved for {formatCountdown(left)}
    </span>
  );
}
