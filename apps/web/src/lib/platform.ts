/**
 * The one place that knows whether the portal runs inside the native (Capacitor) app or in a browser
 * (ARCHITECTURE.md "Mobile"). Native-only features ask this module instead of probing globals.
 */
interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
}

export interface Platform {
  /** True inside the iOS/Android app, false in a browser. */
  isNative(): boolean;
}

function capacitor(): CapacitorGlobal | undefined {
  return (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor;
}

export const webPlatform: Platform = {
  isNative: () => capacitor()?.isNativePlatform?.() === true,
};
