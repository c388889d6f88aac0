/**
 * The enterprise v3 browser API the bot-check script installs as
 * `window.grecaptcha.enterprise` (the reference backend's stand-in installs the same).
 */
export interface CaptchaApi {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<unknown>;
}

const LOAD_TIMEOUT_MS = 15_000;
const loading = new Map<string, Promise<CaptchaApi>>();

const isFn = (value: unknown): value is (...args: never[]) => unknown => typeof value === 'function';

/** The API on `window`, checked rather than cast: a page may own a `grecaptcha` of its own. */
export const readCaptchaApi = (): CaptchaApi | null => {
  const root: unknown = (globalThis as { grecaptcha?: unknown }).grecaptcha;
  if (typeof root !== 'object' || root === null) return null;
  const enterprise: unknown = (root as { enterprise?: unknown }).enterprise;
  if (typeof enterprise !== 'object' || enterprise === null) return null;
  const { ready, execute } = enterprise as { ready?: unknown; execute?: unknown };
  if (!isFn(ready) || !isFn(execute)) return null;
  return enterprise as CaptchaApi;
};

const inject = (url: string): Promise<CaptchaApi> =>
  new Promise<CaptchaApi>((resolve, reject) => {
    const present = readCaptchaApi();
    if (present) return resolve(present);
    const script = document.createElement('script');
    const fail = (why: string) => {
      clearTimeout(timer);
      script.remove();
      reject(new Error(`The bot-check script ${url} ${why}`));
    };
    const timer = setTimeout(() => fail('did not load in time'), LOAD_TIMEOUT_MS);
    script.async = true;
    script.src = url;
    script.addEventListener('load', () => {
      clearTimeout(timer);
      const api = readCaptchaApi();
      if (api) resolve(api);
      else fail('loaded without window.grecaptcha.enterprise');
    });
    script.addEventListener('error', () => fail('failed to load'));
    document.head.append(script);
  });

/** Loads the script once per URL; a failed load is forgotten so the next call tries again. */
export const loadCaptchaScript = (url: string): Promise<CaptchaApi> => {
  let pending = loading.get(url);
  if (!pending) {
    pending = inject(url);
    loading.set(url, pending);
    pending.catch(() => loading.delete(url));
  }
  return pending;
};

/** Tests only: forget loaded scripts. */
export const resetCaptchaScripts = (): void => loading.clear();
