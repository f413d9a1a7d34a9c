import { GreetingCard } from './GreetingCard';
import { useWelcome } from './useWelcome';

/** /fleet/home: the maintenance area's home. */
export const FleetHome = () => <GreetingCard greeting={useWelcome()} />;
