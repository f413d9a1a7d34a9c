import { MessagePage } from '../ui/MessagePage';

export const Unauthorized = () => (
  <MessagePage titleKey="app.unauthorized.title" messageKey="app.unauthorized.message" titleColor="error" />
);
