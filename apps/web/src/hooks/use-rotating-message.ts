import { useEffect, useState } from 'react';

/** Cycles through `messages`, one step every `intervalMs`, while `active`; starts again from the first. */
export function useRotatingMessage(messages: readonly string[], intervalMs: number, active = true): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!active || messages.length < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % messages.length), intervalMs);
    return () => {
      clearInterval(timer);
      setIndex(0);
    };
  }, [active, intervalMs, messages.length]);
  return messages[index % Math.max(messages.length, 1)] ?? '';
}
