/** A minimal browser cookie jar for app.inject: enough for oidc-provider's path-scoped cookies. */
export class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  store(setCookie: string | string[] | undefined): void {
    const headers = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
    for (const header of headers) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const path =
        attributes.find((attribute) => attribute.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired =
        value === '' ||
        attributes.some((attribute) => /^max-age=0$/i.test(attribute)) ||
        attributes.some((attribute) => /^expires=Thu, 01 Jan 1970/i.test(attribute));
      const key = `${name};${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  /** The Cookie header a browser would send to this URL or path. */
  header(url: string): string {
    const path = new URL(url, 'http://localhost').pathname;
    return [...this.cookies.values()]
      .filter(
        (cookie) =>
          path === cookie.path ||
          path.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }
}
