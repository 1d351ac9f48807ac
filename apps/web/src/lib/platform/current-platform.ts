import { type Platform, type PhotoCapture, webPhotoCapture, webPlatform } from '../platform.ts';
import type { NativeServices } from './native-services.ts';

let native: NativeServices | null = null;

/**
 * Inside the app, main.tsx loads native-services.ts and hands it over here before the first render; tests
 * install it the same way (null removes it).
 */
export function installNativeServices(services: NativeServices | null): void {
  native = services;
}

/** The app's own services, or null in a browser (docs/architecture.md "Mobile"). */
export function nativeServices(): NativeServices | null {
  return webPlatform.isNative() ? native : null;
}

/**
 * The platform the portal runs on: the app's implementation inside the Capacitor shell, the web's in a
 * browser. Decided on each call: Capacitor's bridge is there from the first script, and tests switch it.
 */
export function currentPlatform(): Platform {
  return nativeServices()?.platform ?? webPlatform;
}

export function currentPhotoCapture(): PhotoCapture {
  return nativeServices()?.photoCapture ?? webPhotoCapture;
}
