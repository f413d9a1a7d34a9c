// The user loaded in this page. After a reload it is empty until a refresh route loads it again,
// which is how the guards notice a reload (operations §4).
import type { User } from '../api/types';
import { createStore } from '../util/createStore';

export const currentUser = createStore<User | null>(null);

export const updateCurrentUser = (patch: Partial<User>) => currentUser.set((user) => (user ? { ...user, ...patch } : user));

export const useCurrentUser = () => currentUser.useValue();
