// Each namespace's strings (one JSON file per language, src/locales/<language>/<namespace>.json), typed
// from the English file: a key missing from it fails the type check (lib/i18n/i18next.d.ts), and
// lib/i18n/catalogs.test.ts keeps French with the same keys. ADR docs/decisions/037-i18n-namespaces.md.
import type auth from '../../locales/en/auth.json';
import type checklists from '../../locales/en/checklists.json';
import type common from '../../locales/en/common.json';
import type debug from '../../locales/en/debug.json';
import type directory from '../../locales/en/directory.json';
import type events from '../../locales/en/events.json';
import type forms from '../../locales/en/forms.json';
import type house from '../../locales/en/house.json';
import type identity from '../../locales/en/identity.json';
import type layout from '../../locales/en/layout.json';
import type maintenance from '../../locales/en/maintenance.json';
import type map from '../../locales/en/map.json';
import type news from '../../locales/en/news.json';
import type notifications from '../../locales/en/notifications.json';
import type pages from '../../locales/en/pages.json';
import type profile from '../../locales/en/profile.json';
import type search from '../../locales/en/search.json';
import type services from '../../locales/en/services.json';
import type settings from '../../locales/en/settings.json';
import type staff from '../../locales/en/staff.json';
import type staffMaintenance from '../../locales/en/staff-maintenance.json';
import type wizard from '../../locales/en/wizard.json';

/** Every namespace with its strings' shape: what a loaded namespace holds. */
export interface Resources {
  auth: typeof auth;
  checklists: typeof checklists;
  common: typeof common;
  debug: typeof debug;
  directory: typeof directory;
  events: typeof events;
  forms: typeof forms;
  house: typeof house;
  identity: typeof identity;
  layout: typeof layout;
  maintenance: typeof maintenance;
  map: typeof map;
  news: typeof news;
  notifications: typeof notifications;
  pages: typeof pages;
  profile: typeof profile;
  search: typeof search;
  services: typeof services;
  settings: typeof settings;
  staff: typeof staff;
  'staff-maintenance': typeof staffMaintenance;
  wizard: typeof wizard;
}

export type Namespace = keyof Resources;
