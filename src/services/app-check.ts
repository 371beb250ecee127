import { CustomProvider, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck, type AppCheckToken } from 'firebase/app-check';
import { app, projectId, usesEmulators } from './firebase-app';

/**
 * App Check (issue #51): every callable refuses a call that does not carry a token proving it comes
 * from this app (functions/src/lib/app-check.ts). Started by functions.ts, so only code that calls
 * a Function downloads it; the functions client then sends the token with each call.
 *
 * - A real project attests the page with reCAPTCHA Enterprise (VITE_RECAPTCHA_ENTERPRISE_SITE_KEY,
 *   README 'App Check'); without a key the app starts no App Check, and an enforcing project
 *   refuses its calls, which the README's setup says.
 * - Against the emulators, the debug provider's exchange: this run's debug token
 *   (VITE_APP_CHECK_DEBUG_TOKEN) is traded for a token at the local stand-in
 *   (VITE_APP_CHECK_URL, scripts/lib/app-check-stand-in.mjs), with the protocol of Google's
 *   exchangeDebugToken, which the SDK's own debug provider cannot be pointed away from.
 */

const env = import.meta.env;

/** The token the stand-in grants for this run's debug token, as the debug provider gets it. */
async function exchangeDebugToken(): Promise<AppCheckToken> {
  const base = env.VITE_APP_CHECK_URL || '';
  const appId = app.options.appId || 'sabor-local';
  const response = await fetch(`${base}/v1/projects/${projectId}/apps/${encodeURIComponent(appId)}:exchangeDebugToken`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ debugToken: env.VITE_APP_CHECK_DEBUG_TOKEN || '' }),
  });
  if (!response.ok) throw new Error(`App Check debug token refused (HTTP ${response.status})`);
  const { token, ttl } = (await response.json()) as { token: string; ttl: string };
  return { token, expireTimeMillis: Date.now() + Number.parseFloat(ttl) * 1000 };
}

function startAppCheck(): AppCheck | null {
  if (usesEmulators) {
    if (!env.VITE_APP_CHECK_URL) return null;
    return initializeAppCheck(app, { provider: new CustomProvider({ getToken: exchangeDebugToken }), isTokenAutoRefreshEnabled: true });
  }
  const siteKey = env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY;
  if (!siteKey) return null;
  return initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true });
}

/** This page's App Check, started once (null when not configured). */
export const appCheck: AppCheck | null = startAppCheck();
