import { Text } from "@mantine/core";
import { useEffect, useState } from "react";
import * as m from "./messages";

/**
 * Time left until the server's deadline. The server keeps the limit (late answers are refused
 * there); this only shows it. Screen readers hear it at five minutes and at one minute left, not
 * every second.
 */
export function AttemptCountdown({ deadlineAt, onTimeUp }: { deadlineAt: string; onTimeUp?: () => void }) {
  const deadline = Date.parse(deadlineAt);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = now === null ? null : Math.max(0, deadline - now);
  useEffect(() => {
    if (left === 0) onTimeUp?.();
  }, [left, onTimeUp]);
  if (left === null) return null;
  const minutes = Math.floor(left / 60_000);
  const seconds = Math.floor((left % 60_000) / 1000);
  const announce = minutes === 5 || minutes === 1 || left === 0;
  return (
    <Text fw={600} c={left < 60_000 ? "red.8" : undefined} role="timer" aria-live={announce ? "polite" : "off"}>
      {left === 0 ? m.timeIsUpSentence() : m.timeLeft({ time: `${minutes}:${String(seconds).padStart(2, "0")}` })}
    </Text>
  );
}
