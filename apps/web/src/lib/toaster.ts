import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
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

const icons: Record<ToastKind, 'tick-circle' | 'error' | 'info-sign' | 'warning-sign'> = {
  success: 'tick-circle',
  error: 'error',
  info: 'info-sign',
  warning: 'warning-sign',
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
    icon: icons[kind],
    timeout: kind === 'error' ? ERROR_TOAST_TIMEOUT_MS : TOAST_TIMEOUT_MS,
  });
}
