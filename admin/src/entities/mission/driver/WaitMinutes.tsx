// Total wait (min) of a mission: while it waits, the count goes on every half minute.
import { useEffect, useState } from 'react';
import { MissionStage } from '../shared/stages';
import { waitedMinutes, type MissionRow } from './stageButtons';

const TICK_MS = 30_000;

export const WaitMinutes = ({ mission }: { mission: MissionRow }) => {
  const waiting = mission.missionStage === MissionStage.Wait;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!waiting) return;
    // from the moment the wait is seen, then every tick
    const first = setTimeout(() => setNow(Date.now()), 0);
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [waiting, mission.stageDate]);
  return <span data-testid="total-wait">{waitedMinutes(mission, now)}</span>;
};
