// Stands in for @blueprintjs/icons' iconLoader in the production build (see
// icon-components-only.ts): same interface, loads nothing.
type IconLoaderOptions = { loader?: unknown };

export class Icons {
  static setLoaderOptions(_options: IconLoaderOptions): void {}

  static load(icon: unknown, _size?: number, _options?: IconLoaderOptions): Promise<void> {
    return Promise.reject(
      new Error(`icon ${String(icon)} given by name; use its named component (e.g. <AddIcon />)`),
    );
  }

  static loadAll(_options?: IconLoaderOptions): Promise<void> {
    return Promise.resolve();
  }

  static getPaths(_icon: unknown, _size: number): undefined {
    return undefined;
  }

  static isValidIconName(_name: string): boolean {
    return false;
  }
}
