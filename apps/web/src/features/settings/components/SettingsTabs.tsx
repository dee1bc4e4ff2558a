import { Tab, Tabs } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/use-translation';

/** The settings area's pages, side by side (admins only, as the area is). */
export function SettingsTabs() {
  const t = useT('shell');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Tabs
      id="settings-tabs"
      selectedTabId={pathname}
      onChange={(path) => navigate(String(path))}
      className="settings-tabs"
    >
      <Tab id={paths.settingsUsers} title={t('page_settings_users', 'Users')} />
      <Tab id={paths.settingsInbox} title={t('page_settings_inbox', 'E-mail Inbox')} />
    </Tabs>
  );
}
