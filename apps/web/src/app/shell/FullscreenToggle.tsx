import { Button, Tooltip } from '@blueprintjs/core';
import { Fullscreen, Minimize } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n/use-translation';

/** Whole-page fullscreen; follows Esc and other exits through the fullscreenchange event. */
export function FullscreenToggle() {
  const t = useT('shell');
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const sync = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = () => {
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    // Browsers refuse fullscreen in some contexts (iframes, policies); nothing to undo then.
    change?.catch(() => undefined);
  };

  const label = t('toggle_fullscreen', 'Toggle fullscreen');
  return (
    <Tooltip content={label} placement="bottom">
      <Button
        variant="minimal"
        icon={active ? <Minimize /> : <Fullscreen />}
        aria-label={label}
        aria-pressed={active}
        onClick={toggle}
      />
    </Tooltip>
  );
}
