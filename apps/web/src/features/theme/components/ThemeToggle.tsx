import { Button, Tooltip } from '@blueprintjs/core';
import { Flash, Moon } from '@blueprintjs/icons';
import { useT } from '../../../lib/i18n/use-translation';
import { useTheme } from '../use-theme';

/** Sun/moon button in the top bar; the icon shows the theme a click switches to. */
export function ThemeToggle() {
  const { isDark, toggle } = useTheme();
  const t = useT('shell');
  const label = isDark ? t('light_mode', 'Light mode') : t('dark_mode', 'Dark mode');
  return (
    <Tooltip content={label} placement="bottom">
      <Button
        variant="minimal"
        icon={isDark ? <Flash /> : <Moon />}
        aria-label={t('toggle_theme', 'Toggle theme')}
        aria-pressed={isDark}
        data-testid="theme-toggle"
        onClick={toggle}
      />
    </Tooltip>
  );
}
