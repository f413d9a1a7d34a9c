// Being built in this session: the driver's missions (/driver/home).
import { GreetingCard } from '../../../home/GreetingCard';
import { useWelcome } from '../../../home/useWelcome';

const Screen = () => <GreetingCard greeting={useWelcome()} />;
export default Screen;
