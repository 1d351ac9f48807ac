/**
 * The gate's check of the native projects (issue #17): no Android or iOS SDK here, so what can be checked is
 * that `cap sync` succeeds for both platforms from the web build, and that what it and the committed
 * projects hold agree with the app's configuration (ADR 016).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import config, { APP_ID } from '../capacitor.config.ts';

const mobileDir = dirname(dirname(fileURLToPath(import.meta.url)));
const STORE_PORTAL = 'https://portal.campus.example';

function read(path: string): string {
  return readFileSync(join(mobileDir, path), 'utf8');
}

function syncedConfig(path: string): { appId: string; server: { url: string; cleartext: boolean } } {
  return JSON.parse(read(path)) as { appId: string; server: { url: string; cleartext: boolean } };
}

describe('the native projects', () => {
  beforeAll(() => {
    const sync = spawnSync(process.execPath, ['scripts/cap.mjs', 'sync'], {
      cwd: mobileDir,
      env: { ...process.env, MOBILE_PORTAL_URL: STORE_PORTAL },
      encoding: 'utf8',
    });
    if (sync.status !== 0) throw new Error(`cap sync failed:\n${sync.stdout}\n${sync.stderr}`);
  }, 120_000);

  it('are synced for both platforms with the portal origin given at sync time', () => {
    for (const path of [
      'android/app/src/main/assets/capacitor.config.json',
      'ios/App/App/capacitor.config.json',
    ]) {
      const synced = syncedConfig(path);
      expect(synced.appId).toBe(APP_ID);
      expect(synced.server).toEqual({ url: STORE_PORTAL, cleartext: false });
    }
    expect(read('android/app/src/main/assets/public/index.html')).toContain('<div id="root">');
    expect(read('ios/App/App/public/index.html')).toContain('<div id="root">');
  });

  it('include every plugin the web app calls', () => {
    const androidPlugins = read('android/app/src/main/assets/capacitor.plugins.json');
    const iosPackage = read('ios/App/CapApp-SPM/Package.swift');
    const settings = read('android/capacitor.settings.gradle');
    for (const plugin of config.includePlugins ?? []) {
      expect(settings, plugin).toContain(`node_modules/${plugin}/android`);
      expect(iosPackage, plugin).toContain(`node_modules/${plugin}"`);
    }
    expect(androidPlugins).toContain('PushNotificationsPlugin');
  });

  it('receive the sign-in redirect on the app id scheme on both platforms', () => {
    expect(read('android/app/src/main/res/values/strings.xml')).toContain(
      `<string name="custom_url_scheme">${APP_ID}</string>`,
    );
    expect(read('android/app/src/main/AndroidManifest.xml')).toContain(
      '<data android:scheme="@string/custom_url_scheme" />',
    );
    expect(read('ios/App/App/Info.plist')).toMatch(
      new RegExp(
        `<key>CFBundleURLSchemes</key>\\s*<array>\\s*<string>${APP_ID.replaceAll('.', '\\.')}</string>`,
      ),
    );
  });

  it('are named in English and in French', () => {
    expect(read('android/app/src/main/res/values/strings.xml')).toContain('Campus Portal');
    expect(read('android/app/src/main/res/values-fr/strings.xml')).toContain('Portail du campus');
    expect(read('ios/App/App/en.lproj/InfoPlist.strings')).toContain(
      '"CFBundleDisplayName" = "Campus Portal";',
    );
    expect(read('ios/App/App/fr.lproj/InfoPlist.strings')).toContain(
      '"CFBundleDisplayName" = "Portail du campus";',
    );
    expect(read('ios/App/App.xcodeproj/project.pbxproj')).toContain('path = fr.lproj/InfoPlist.strings;');
  });
});
