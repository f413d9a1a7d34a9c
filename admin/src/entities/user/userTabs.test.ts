import { describe, expect, it } from 'vitest';
import { sectionOfField } from '../../engine/editorLayout';
import { userUi } from './userUi';

describe('User Manager tabs', () => {
  it('when a save is refused, then the tab of the field the server names opens: names and e-mail Personal, sites Access, the rest Account', () => {
    const sections = userUi.editor!.sections!;
    expect(sectionOfField(sections, 'firstName')).toBe('personal');
    expect(sectionOfField(sections, 'lastName')).toBe('personal');
    expect(sectionOfField(sections, 'email')).toBe('personal');
    expect(sectionOfField(sections, 'site')).toBe('access');
    expect(sectionOfField(sections, 'siteAccess')).toBe('access');
    expect(sectionOfField(sections, 'siteAccess[0]')).toBe('access');
    expect(sectionOfField(sections, 'loginName')).toBe('account');
    expect(sectionOfField(sections, 'password')).toBe('account');
    expect(sectionOfField(sections, undefined)).toBe('account');
  });
});
