import { nativeServices } from '../platform/current-platform.ts';
import { webDevicePush, type DevicePush } from './device-push.ts';

let webPush: DevicePush | null = null;

/**
 * This device's push channel: the app's (FCM through Capacitor) or the browser's (Web Push). Apart from the
 * push toggle (use-push-toggle.ts), which only the settings and the wizard show: the shell needs the channel
 * from its first paint, the toggle's code can wait (issue #20).
 */
export function defaultDevicePush(): DevicePush {
  return nativeServices()?.devicePush ?? (webPush ??= webDevicePush());
}
