import { MessagePage } from '../ui/MessagePage';

/** The catch-all screen (operations §2). */
export const NotFound = () => <MessagePage titleKey="app.not_found.title" messageKey="app.not_found.message" />;
