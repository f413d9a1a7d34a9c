import { GreetingCard } from '../../home/GreetingCard';
import { useWelcome } from '../../home/useWelcome';

/** /dispatch/mission: the dispatcher's start page; the mission list joins it with the missions issue. */
export const DispatchMission = () => <GreetingCard greeting={useWelcome()} />;
