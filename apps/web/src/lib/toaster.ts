import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { ErrorIcon, InfoSignIcon, TickCircleIcon, WarningSignIcon } from '@blueprintjs/icons';
import { createElement } from 'react';
import { ERROR_TOAST_TIMEOUT_MS, TOAST_TIMEOUT_MS } from '../config/ui';

/** One toaster for the app: top-right, one toast at a time (a new one replaces the old). */
let toaster: Promise<Toaster> | undefined;

function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({
    position: Position.TOP_RIGHT,
    maxToasts: 1,
    className: 'app-toaster',
  });
  return toaster;
}

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

const intents: Record<ToastKind, Intent> = {
  success: Intent.SUCCESS,
  error: Intent.DANGER,
  info: Intent.PRIMARY,
  warning: Intent.WARNING,
};

// Icon components, not names: a name would make Blueprint download every icon's paths.
const icons: Record<ToastKind, typeof ErrorIcon> = {
  success: TickCircleIcon,
  error: ErrorIcon,
  info: InfoSignIcon,
  warning: WarningSignIcon,
};

/** Shows a toast; errors close after 2 s so they never hide the next message for long. */
export async function showToast(
  message: string,
  kind: ToastKind = 'info',
  title?: string,
): Promise<void> {
  const instance = await getToaster();
  instance.show({
    message: title ? `${title}: ${message}` : message,
    intent: intents[kind],
    icon: createElement(icons[kind]),
    timeout: kind === 'error' ? ERROR_TOAST_TIMEOUT_MS : TOAST_TIMEOUT_MS,
  });
}

/** Closes every toast and drops the queued ones (their timers with them). */
export async function clearToasts(): Promise<void> {
  if (toaster) (await toaster).clear();
}
