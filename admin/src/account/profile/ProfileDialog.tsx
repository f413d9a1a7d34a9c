import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { fleet } from '../../api/fleet';
import type { SaveResult, User } from '../../api/types';
import { updateCurrentUser } from '../currentUser';
import { userTypeKey } from '../../i18n/i18nProvider';
import { languageFor, LOCALES } from '../../i18n/locale';
import { startPagesFor } from './startPages';
import { parseSettings, withSettings } from './userSettings';

interface ProfileDialogProps {
  user: User;
  onChangePassword: () => void;
  onClose: () => void;
}

/**
 * The user's own details, read-only except the start page and the language (saved in the user's
 * settings with POST /User/Settings; the language applies as soon as they are saved).
 */
export const ProfileDialog = ({ user, onChangePassword, onClose }: ProfileDialogProps) => {
  const translate = useTranslate();
  const saved = parseSettings(user.settings).startPage ?? '';
  const [startPage, setStartPage] = useState(saved);
  const savedLanguage = languageFor(user);
  const [language, setLanguage] = useState(savedLanguage);
  const [saving, setSaving] = useState(false);
  const options = startPagesFor(user.type);

  const readOnly: [string, string][] = [
    ['profile.username', user.loginName],
    ['profile.first_name', user.firstName],
    ['profile.last_name', user.lastName],
    ['profile.email', user.email],
    ['profile.company', user.companyName ?? ''],
    ['profile.user_type', translate(userTypeKey(user.type))],
    ['profile.time_zone', user.timeZone],
  ];

  const save = async () => {
    const settings = withSettings(user.settings, { ...(startPage ? { startPage } : {}), language });
    setSaving(true);
    try {
      await fleet.post<SaveResult>('/User/Settings', { userId: user.id, settings });
      updateCurrentUser({ settings });
      onClose();
    } catch {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="profile-title">
      <DialogTitle id="profile-title">{translate('profile.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        {readOnly.map(([labelKey, value]) => (
          <TextField key={labelKey} label={translate(labelKey)} value={value} slotProps={{ input: { readOnly: true } }} size="small" />
        ))}
        <TextField
          select
          label={translate('profile.start_page')}
          value={options.some((o) => o.route === startPage) ? startPage : ''}
          onChange={(event) => setStartPage(event.target.value)}
          disabled={options.length === 0}
          size="small"
        >
          {options.map((option) => (
            <MenuItem key={option.route} value={option.route}>
              {translate(option.labelKey)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={translate('profile.language')}
          value={language}
          onChange={(event) => setLanguage(event.target.value as typeof language)}
          size="small"
          data-testid="profile-language"
        >
          {LOCALES.map(({ locale, name }) => (
            <MenuItem key={locale} value={locale} lang={locale}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onChangePassword}>{translate('shell.change_password')}</Button>
        <Button onClick={onClose}>{translate('app.action.close')}</Button>
        <Button variant="contained" onClick={save} disabled={saving || (startPage === saved && language === savedLanguage)}>
          {translate('app.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
