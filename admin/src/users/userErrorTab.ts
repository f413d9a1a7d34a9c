// User save errors select the tab their text names (maintenance §8): first name, last name or email
// → Personal; work site or site access → Access; anything else → Account.
export type UserTab = 'account' | 'personal' | 'access';

export function userErrorTab(message: string): UserTab {
  const text = message.toLowerCase();
  if (['first name', 'last name', 'email'].some((word) => text.includes(word))) return 'personal';
  if (['work site', 'site access'].some((word) => text.includes(word))) return 'access';
  return 'account';
}
