import { Button, Menu, MenuDivider, MenuItem, PopoverNext, PopupKind } from '@blueprintjs/core';
import { CaretDownIcon, CogIcon, LogOutIcon, PersonIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useCurrentUser, useSignOut } from '../../features/auth';
import { usePermission } from '../../lib/access/use-permission';
import { useT } from '../../lib/i18n/use-translation';

/** Initials badge opening the user menu. Profile opens the user's own page; Settings opens the
 * settings area (users first) and shows only to those who may open it (admins; every user
 * against a backend that sends no permissions); Log out ends the session and goes to /login. */
export function UserMenu() {
  const t = useT('shell');
  const user = useCurrentUser();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const settings = usePermission('settings.view');

  const logOut = () => {
    signOut();
    navigate(paths.login, { replace: true });
  };

  const menu = (
    <Menu aria-label="User menu">
      <li className="user-menu-header" role="none">
        <span className="user-avatar user-avatar-large" aria-hidden>
          {user.initials}
        </span>
        <span className="user-menu-identity">
          <strong data-testid="user-name">{user.name}</strong>
          <span className="bp6-text-muted" data-testid="user-email">
            {user.email}
          </span>
        </span>
      </li>
      <MenuDivider />
      <MenuItem
        icon={<PersonIcon />}
        text={t('profile', 'Profile')}
        onClick={() => navigate(paths.profile)}
      />
      {settings.allowed && (
        <MenuItem
          icon={<CogIcon />}
          text={t('settings', 'Settings')}
          onClick={() => navigate(paths.settingsUsers)}
        />
      )}
      <MenuDivider />
      <MenuItem
        icon={<LogOutIcon />}
        text={t('log_out', 'Log out')}
        intent="danger"
        onClick={logOut}
      />
    </Menu>
  );

  return (
    // PopoverNext (floating-ui): the older Popover mis-positions under React 19.
    <PopoverNext content={menu} placement="bottom-end" popupKind={PopupKind.MENU}>
      <Button
        variant="minimal"
        className="user-menu-button"
        endIcon={<CaretDownIcon />}
        data-testid="user-menu"
      >
        <span className="user-avatar" aria-hidden>
          {user.initials}
        </span>
        <span className="user-menu-name">{user.name}</span>
      </Button>
    </PopoverNext>
  );
}
