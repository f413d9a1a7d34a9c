// Being built in this session: the mission history (/dispatch/history, /driver/history).
import { GreetingCard } from '../../../home/GreetingCard';
import { useWelcome } from '../../../home/useWelcome';

const Screen = () => <GreetingCard greeting={useWelcome()} />;
export default Screen;
