import { defineConfig, devices } from '@playwright/test';
import { PLAYWRIGHT_CHROMIUM_ARGS, findChromium, findPlaywrightChromium } from './scripts/lib/chromium.mjs';

/**
 * End-to-end tests drive the system's Chromium (Playwright's own browser download does not work
 * offline) against the built app served by `vite preview`, with the emulators behind it.
 * `npm test` starts all of that, installs Chromium and its headless shell when the machine has none
 * (scripts/lib/chromium.mjs) and sets E2E_BASE_URL.
 */

const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' as const };
/**
 * The journeys of Web Push: the headless shell has no notifications (their permission reads as
 * blocked), so these drive the full browser; every other journey drives the shell.
 */
const PUSH_JOURNEYS = /notifications\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `.cache/test-results${process.env.SABOR_TEST_PORT_OFFSET ?? ''}`,
  fullyParallel: false,
  workers: 2,
  // One retry: on this 2-core machine the Firestore emulator's listen stream has, once in several
  // full runs, stopped delivering an update to a page (a status written by REST never arrived).
  // A real failure fails twice; `npm test` prints retried-and-passed tests as "flaky".
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4183',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recorded on the retry only: a trace films every page (a JPEG frame per paint, a DOM copy per
    // action), work a 2-core machine running two workers cannot spare on every test. A test that
    // fails twice leaves the second run's trace; its first failure leaves a screenshot.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Still pages, as a person who asks for reduced motion gets them: the home's carousel, a new
    // order's pulse and the sound prompt's glow stop repainting (an idle home then costs a third
    // of the CPU), work two workers on two cores cannot spare. The journeys check what is shown,
    // not how it moves: the carousel's motion has its unit tests (banner-carousel.test.tsx).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: findPlaywrightChromium() ?? '/usr/bin/chromium',
      args: PLAYWRIGHT_CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'phone', use: PHONE, testIgnore: PUSH_JOURNEYS },
    {
      name: 'phone, full browser',
      use: { ...PHONE, launchOptions: { executablePath: findChromium() ?? '/usr/bin/chromium', args: PLAYWRIGHT_CHROMIUM_ARGS } },
      testMatch: PUSH_JOURNEYS,
    },
  ],
});
