/**
 * Server-rendered pages of the embedded identity provider: sign-in, sign-out confirmation, signed-out and
 * error pages. No inline script and no external asset (the CSP forbids both; the one script, which goes on
 * with a sign-out the portal asked for, is served from the same origin); the style sheet is inline,
 * which the CSP allows for styles. Text follows the page language; the two action buttons always read in
 * both languages, as e2e and people switching language expect.
 */
import type { Language } from '@campus/domain/locale';

export const SIGN_IN_BUTTON_TEXT = 'Sign in / Se connecter';
export const SIGN_OUT_BUTTON_TEXT = 'Sign out / Se déconnecter';
export const STAY_SIGNED_IN_BUTTON_TEXT = 'Stay signed in / Rester connecté';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/*
 * The portal's look (apps/web/src/app/styles/global.css): its palette in light and dark, the system font
 * stack, its radii and 44 px controls; phone first, one column that fits 320 px, a card from 30rem up.
 */
const STYLE = `
:root{color-scheme:light dark;--primary:light-dark(#0f5c4d,#6fd3b3);--primary-strong:light-dark(#0a4438,#9de3cc);--on-primary:light-dark(#fff,#04231b);--primary-soft:light-dark(#e2f0ea,#1f3a32);--accent:#47d7a7;--bg:light-dark(#f4f6f2,#0f1513);--surface:light-dark(#fff,#18201d);--surface-muted:light-dark(#e6ebe7,#24302b);--text:light-dark(#17231f,#e6ede9);--muted:light-dark(#53635d,#a9b8b1);--border:light-dark(#d9e0db,#33423c);--danger:light-dark(#b3261e,#ffb4ab);--focus:light-dark(#1760d1,#8ab4ff)}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;background:var(--bg);color:var(--text);line-height:1.5;-webkit-font-smoothing:antialiased;text-size-adjust:100%}
.brand{display:flex;align-items:center;gap:.75rem;max-width:28rem;margin:0 auto;padding:1rem 1rem 0;font-weight:700;font-size:1.1rem;color:var(--primary)}
.brand svg{flex:none}
main{max-width:28rem;margin:0 auto;padding:1rem 1rem 2rem;overflow-wrap:anywhere}
@media (min-width:30rem){.brand{padding-top:3rem}main{margin-top:1rem;padding:2rem;background:var(--surface);border-radius:16px;box-shadow:0 1px 2px rgb(16 40 32/6%),0 6px 20px rgb(16 40 32/6%)}}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .5rem}
p{margin:.5rem 0 1rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;min-height:44px;padding:.65rem .75rem;font:inherit;font-size:1rem;border:1px solid var(--muted);border-radius:10px;background:var(--surface);color:inherit}
input[aria-invalid=true]{border-color:var(--danger)}
button{display:block;width:100%;min-height:44px;margin-top:1.25rem;padding:.75rem;font:inherit;font-weight:600;border:0;border-radius:10px;background:var(--primary);color:var(--on-primary);cursor:pointer}
button.secondary{background:var(--surface-muted);color:var(--text)}
button:hover{background:var(--primary-strong)}
button.secondary:hover{background:var(--border)}
a{color:var(--primary)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.alert{margin:1rem 0;padding:.75rem 1rem;border-radius:10px;background:light-dark(#fdecee,#3b0906);color:var(--danger);border:1px solid var(--danger)}
.alert:empty{display:none}
.hint{margin-top:1.5rem;padding:.75rem 1rem;border-radius:10px;background:var(--primary-soft);border:1px solid var(--border);font-size:.9rem}
.hint p{margin:0}
.hint p+p{margin-top:.35rem}
`;

/** The portal's name, as its web app gives it (apps/web/src/locales, common.appName). */
export const PORTAL_NAME = { en: 'Campus portal', fr: 'Portail du campus' } as const;

/** The portal's mark (apps/web/src/ui/logo.tsx), inline: the CSP lets no image be fetched from elsewhere. */
const LOGO_MARK = `<svg viewBox="0 0 64 64" width="40" height="40" aria-hidden="true" focusable="false"><rect width="64" height="64" rx="16" fill="var(--primary)"/><path d="M14 31 32 17l18 14v17H38V37H26v11H14z" fill="#fff"/><circle cx="48" cy="16" r="5.5" fill="var(--accent)"/></svg>`;

function page(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="brand">${LOGO_MARK}<span>${PORTAL_NAME[language]}</span></header>
<main>
${body}
</main>
</body>
</html>`;
}

const LOGIN_TEXT = {
  en: {
    title: 'Sign in to the campus portal',
    intro: 'Development identity provider of the campus portal.',
    username: 'Username',
    password: 'Password',
  },
  fr: {
    title: 'Connexion au portail du campus',
    intro: "Fournisseur d'identité de développement du portail du campus.",
    username: 'Identifiant',
    password: 'Mot de passe',
  },
} as const;

/** Errors are given in both languages: the person may not read the language the page guessed. */
export const LOGIN_ERRORS = {
  credentials: {
    en: 'Incorrect username or password.',
    fr: 'Identifiant ou mot de passe incorrect.',
  },
  'rate-limited': {
    en: 'Too many sign-in attempts. Wait a minute, then try again.',
    fr: 'Trop de tentatives de connexion. Patientez une minute, puis réessayez.',
  },
} as const;

export type LoginError = keyof typeof LOGIN_ERRORS;

function bilingual(text: { en: string; fr: string }, first: Language): string {
  const en = `<span lang="en">${escapeHtml(text.en)}</span>`;
  const fr = `<span lang="fr">${escapeHtml(text.fr)}</span>`;
  return first === 'fr' ? `${fr} / ${en}` : `${en} / ${fr}`;
}

export interface LoginPageOptions {
  language: Language;
  action: string;
  username: string;
  error: LoginError | null;
  /** Usernames of the sample accounts, shown in development; null hides the hint. */
  sampleAccounts: readonly string[] | null;
  samplePassword: string;
}

export function loginPage(options: LoginPageOptions): string {
  const text = LOGIN_TEXT[options.language];
  const invalid = options.error === 'credentials' ? ' aria-invalid="true"' : '';
  const describedBy = options.error === null ? '' : ' aria-describedby="login-error"';
  const error = options.error === null ? '' : bilingual(LOGIN_ERRORS[options.error], options.language);
  const hint =
    options.sampleAccounts === null
      ? ''
      : `<aside class="hint" aria-label="${options.language === 'fr' ? "Comptes d'exemple" : 'Sample accounts'}">
<p lang="en">Sample accounts: ${escapeHtml(options.sampleAccounts.join(', '))} — password: ${escapeHtml(options.samplePassword)}</p>
<p lang="fr">Comptes d'exemple : ceux de la liste ci-dessus — mot de passe : ${escapeHtml(options.samplePassword)}</p>
</aside>`;
  return page(
    options.language,
    text.title,
    `<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.intro)}</p>
<div id="login-error" class="alert" role="alert">${error}</div>
<form method="post" action="${escapeHtml(options.action)}">
<label for="username">${escapeHtml(text.username)}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(options.username)}"${invalid}${describedBy}${options.username === '' ? ' autofocus' : ''}>
<label for="password">${escapeHtml(text.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${describedBy}${options.username === '' ? '' : ' autofocus'}>
<button type="submit">${SIGN_IN_BUTTON_TEXT}</button>
</form>
${hint}`,
  );
}

const LOGOUT_TEXT = {
  en: { title: 'Sign out of the campus portal?', intro: 'You will need to sign in again to use the portal.' },
  fr: {
    title: 'Se déconnecter du portail du campus ?',
    intro: 'Il faudra vous reconnecter pour utiliser le portail.',
  },
} as const;

/** The end-session confirmation; `form` is oidc-provider's hidden form the buttons submit. */
export function logoutPage(language: Language, form: string): string {
  const text = LOGOUT_TEXT[language];
  return page(
    language,
    text.title,
    `<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.intro)}</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${SIGN_OUT_BUTTON_TEXT}</button>
<button type="submit" form="op.logoutForm" class="secondary">${STAY_SIGNED_IN_BUTTON_TEXT}</button>`,
  );
}

/** Served by interaction-routes.ts: submits the sign-out form of continueSignOutPage (the CSP allows 'self'). */
export const CONTINUE_SIGN_OUT_SCRIPT_PATH = '/idp/continue-sign-out.js';
export const CONTINUE_SIGN_OUT_SCRIPT = "document.getElementById('op.logoutForm').submit();\n";

const CONTINUE_SIGN_OUT_TEXT = {
  en: { title: 'Signing you out', intro: 'One moment: you are being signed out of the campus portal.' },
  fr: { title: 'Déconnexion en cours', intro: 'Un instant : vous êtes déconnecté du portail du campus.' },
} as const;

/**
 * The portal itself asked to end the session (a valid id_token_hint of its own, for the person signed in
 * here): no question asked again, the sign-out goes on at once (OpenID Connect RP-Initiated Logout 1.0
 * lets the provider skip the confirmation then). The form carries logout=yes and a same-origin script
 * submits it; without scripts the button does.
 */
export function continueSignOutPage(language: Language, form: string): string {
  const text = CONTINUE_SIGN_OUT_TEXT[language];
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  return page(
    language,
    text.title,
    `<h1>${escapeHtml(text.title)}</h1>
<p role="status">${escapeHtml(text.intro)}</p>
${confirmed}
<noscript><button type="submit" form="op.logoutForm">${SIGN_OUT_BUTTON_TEXT}</button></noscript>
<script src="${CONTINUE_SIGN_OUT_SCRIPT_PATH}"></script>`,
  );
}

const MESSAGES = {
  'signed-out': {
    en: {
      title: 'You are signed out',
      body: 'You have been signed out of the campus portal.',
      link: 'Back to the portal',
    },
    fr: {
      title: 'Vous êtes déconnecté',
      body: 'Vous avez été déconnecté du portail du campus.',
      link: 'Retour au portail',
    },
  },
  expired: {
    en: {
      title: 'This sign-in has expired',
      body: 'The sign-in took too long or was already used. Go back to the portal and sign in again.',
      link: 'Back to the portal',
    },
    fr: {
      title: 'Cette connexion a expiré',
      body: 'La connexion a pris trop de temps ou a déjà servi. Revenez au portail et connectez-vous à nouveau.',
      link: 'Retour au portail',
    },
  },
  error: {
    en: {
      title: 'Sign-in problem',
      body: 'The sign-in request could not be completed.',
      link: 'Back to the portal',
    },
    fr: {
      title: 'Problème de connexion',
      body: "La demande de connexion n'a pas pu aboutir.",
      link: 'Retour au portail',
    },
  },
  unavailable: {
    en: {
      title: 'Sign-in is temporarily unavailable',
      body: 'The service is temporarily unavailable. Please try again in a few moments.',
      link: 'Back to the portal',
    },
    fr: {
      title: 'Connexion momentanément indisponible',
      body: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
      link: 'Retour au portail',
    },
  },
} as const;

export type MessageKind = keyof typeof MESSAGES;

/** A short page with a title, a sentence, an optional OAuth error code and a link back to the portal. */
export function messagePage(
  kind: MessageKind,
  language: Language,
  portalUrl: string,
  detail?: string,
): string {
  const text = MESSAGES[kind][language];
  const extra = detail === undefined ? '' : `<p><code>${escapeHtml(detail)}</code></p>`;
  return page(
    language,
    text.title,
    `<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.body)}</p>
${extra}
<p><a href="${escapeHtml(portalUrl)}/">${escapeHtml(text.link)}</a></p>`,
  );
}

const ACCOUNT_TEXT = {
  en: {
    title: 'Change my password',
    intro: 'Your password for the campus portal. You need your current one to choose a new one.',
    username: 'Username',
    current: 'Current password',
    next: 'New password (at least 12 characters)',
    confirm: 'New password, again',
    submit: 'Change my password',
    done: 'Your password has been changed. Use it the next time you sign in.',
    back: 'Back to the portal',
  },
  fr: {
    title: 'Changer mon mot de passe',
    intro:
      'Votre mot de passe du portail du campus. Il faut le mot de passe actuel pour en choisir un nouveau.',
    username: 'Identifiant',
    current: 'Mot de passe actuel',
    next: 'Nouveau mot de passe (12 caractères au moins)',
    confirm: 'Nouveau mot de passe, à nouveau',
    submit: 'Changer mon mot de passe',
    done: 'Votre mot de passe a été changé. Utilisez-le à votre prochaine connexion.',
    back: 'Retour au portail',
  },
} as const;

/** Errors of the password form, in both languages like the sign-in errors. */
export const PASSWORD_ERRORS = {
  credentials: LOGIN_ERRORS.credentials,
  'rate-limited': {
    en: 'Too many attempts. Wait a minute, then try again.',
    fr: 'Trop de tentatives. Patientez une minute, puis réessayez.',
  },
  'too-short': {
    en: 'The new password needs at least 12 characters.',
    fr: 'Le nouveau mot de passe doit compter au moins 12 caractères.',
  },
  mismatch: {
    en: 'The two new passwords differ.',
    fr: 'Les deux nouveaux mots de passe diffèrent.',
  },
  unchanged: {
    en: 'The new password is the current one.',
    fr: 'Le nouveau mot de passe est celui actuel.',
  },
} as const;

export type PasswordError = keyof typeof PASSWORD_ERRORS;

export interface AccountPageOptions {
  language: Language;
  action: string;
  username: string;
  error: PasswordError | null;
  done: boolean;
  portalUrl: string;
}

/** The account page of the embedded identity provider (spec §2.12 Password row): change one's password. */
export function accountPage(options: AccountPageOptions): string {
  const text = ACCOUNT_TEXT[options.language];
  const back = `<p><a href="${escapeHtml(options.portalUrl)}/profile/settings">${escapeHtml(text.back)}</a></p>`;
  if (options.done) {
    return page(
      options.language,
      text.title,
      `<h1>${escapeHtml(text.title)}</h1>\n<p role="status">${escapeHtml(text.done)}</p>\n${back}`,
    );
  }
  const describedBy = options.error === null ? '' : ' aria-describedby="account-error"';
  const error = options.error === null ? '' : bilingual(PASSWORD_ERRORS[options.error], options.language);
  const field = (id: string, label: string, type: string, autocomplete: string, value = '') =>
    `<label for="${id}">${escapeHtml(label)}</label>
<input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}" required${describedBy}${value === '' ? '' : ` value="${escapeHtml(value)}"`}>`;
  return page(
    options.language,
    text.title,
    `<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.intro)}</p>
<div id="account-error" class="alert" role="alert">${error}</div>
<form method="post" action="${escapeHtml(options.action)}">
${field('username', text.username, 'text', 'username', options.username)}
${field('current', text.current, 'password', 'current-password')}
${field('password', text.next, 'password', 'new-password')}
${field('confirm', text.confirm, 'password', 'new-password')}
<button type="submit">${escapeHtml(text.submit)}</button>
</form>
${back}`,
  );
}
