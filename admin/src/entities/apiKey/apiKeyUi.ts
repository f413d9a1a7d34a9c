// The API keys' pieces in the generated screens: a list of their own (New API Key, Revoke).
import type { EntityUi } from '../../engine/entityUi';
import { ApiKeyList } from './ApiKeyList';

export const apiKeyUi: EntityUi = { list: { screen: ApiKeyList } };
