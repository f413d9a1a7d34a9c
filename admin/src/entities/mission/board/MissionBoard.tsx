// Being built in this session: the dispatcher board (/dispatch/mission).
import { GreetingCard } from '../../../home/GreetingCard';
import { useWelcome } from '../../../home/useWelcome';

const Screen = () => <GreetingCard greeting={useWelcome()} />;
export default Screen;
