import { GreetingCard } from '../../home/GreetingCard';
import { useWelcome } from '../../home/useWelcome';

/** /driver/home: the driver's start page; the mission list joins it with the missions issue. */
export const DriverHome = () => <GreetingCard greeting={useWelcome()} />;
