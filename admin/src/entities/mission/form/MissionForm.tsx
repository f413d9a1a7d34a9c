// Being built in this session: the mission form (/dispatch/mission/edit/:id).
import { GreetingCard } from '../../../home/GreetingCard';
import { useWelcome } from '../../../home/useWelcome';

const Screen = () => <GreetingCard greeting={useWelcome()} />;
export default Screen;
