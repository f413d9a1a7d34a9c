// Catalogue entries of the mission screens, in English (the spec's wording) and Spanish. Each
// screen keeps its texts in its own folder (messages.ts, and messages.es.ts beside it); they are
// gathered here under missions.
import { boardMessages } from './board/messages';
import { boardMessagesEs } from './board/messages.es';
import { driverMessages } from './driver/messages';
import { driverMessagesEs } from './driver/messages.es';
import { formMessages } from './form/messages';
import { formMessagesEs } from './form/messages.es';
import { historyMessages } from './history/messages';
import { historyMessagesEs } from './history/messages.es';
import { sharedMessages } from './shared/messages';
import { sharedMessagesEs } from './shared/messages.es';

export const messages = {
  en: {
    menu: { missions: 'Missions', history: 'History', mission_history: 'Mission History' },
    missions: { ...sharedMessages, ...boardMessages, ...formMessages, ...driverMessages, ...historyMessages },
  },
  es: {
    menu: { missions: 'Misiones', history: 'Historial', mission_history: 'Historial de misiones' },
    missions: { ...sharedMessagesEs, ...boardMessagesEs, ...formMessagesEs, ...driverMessagesEs, ...historyMessagesEs },
  },
};
