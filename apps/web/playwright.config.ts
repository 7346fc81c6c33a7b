import { defineConfig, devices } from '@playwright/test';
import { CHALLENGE_HOST, E2E_STAFF_PASSWORD } from './e2e/fixtures';

const PORT = Number(process.env.E2E_PORT ?? 4310);
const dataDir = `${import.meta.dirname}/../../test-results/e2e-data`;

/**
 * Journeys in Debian's Chromium against the production build served by the real server on a
 * fresh data folder (embedded database). Never downloads a browser.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  // Never locally: a newcomer's first run must pass as it is. CI retries once, and the flaky
  // reporter lists every journey that needed it at the end of the log, to be fixed.
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: '../../playwright-report' }],
    ['./e2e/flaky-reporter.ts'],
  ],
  // Time bounds catch a hang, they do not measure speed. Each step is bounded (a state awaited, an
  // action, a navigation) and returns as soon as it holds; a whole journey only very loosely: on
  // the 2-core machine at load 25–50 a page took 30 s to show its data and the account journey
  // over 6 minutes (test.slow() marks the long ones: three times this).
  timeout: 15 * 60_000,
  expect: { timeout: 30_000 },
  use: {
    actionTimeout: 60_000,
    navigationTimeout: 120_000,
    baseURL: `http://localhost:${PORT}`,
    // Journeys take their screenshots where a screen is worth looking at (fixtures' `screenshot`);
    // the automatic one only shows where a failed journey stopped.
    screenshot: 'only-on-failure',
    // As a member who asked for less motion (the app honours it: styles' prefers-reduced-motion,
    // the landers' rotation). The endless animations of the home page kept Chromium painting in
    // software: an open home page took 39 % of a core doing nothing, 11 % without them. Nor does a
    // scan or a screenshot catch a control halfway through a transition (decision 046).
    reducedMotion: 'reduce',
    // A failed journey keeps its trace: actions, network, console and the DOM at each step. Not
    // the screencast: recording every frame of every journey tripled Chromium's CPU (its GPU and
    // browser processes) and made the journeys twice as long (decision 046, "How long CI takes").
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 5'], viewport: { width: 375, height: 812 }, browserName: 'chromium' },
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // The Node that runs Playwright (npm's, node_modules/.bin/node: decision 039) runs the server.
    command: `rm -rf "${dataDir}" && "${process.execPath}" apps/server/dist/main.js`,
    cwd: `${import.meta.dirname}/../..`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    // Migrations and the demo seed into a fresh folder: minutes on a loaded machine.
    timeout: 600_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // development: the production build, plus the /dev/mail outbox the account journeys read.
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // The journeys sign up far more members from 127.0.0.1 in an hour than a real address would.
      RATE_LIMITS: 'off',
      // Known to the staff journey; installations get generated staff passwords (decision 022).
      DEMO_STAFF_PASSWORD: E2E_STAFF_PASSWORD,
      // …and the sign-up challenge's threshold is lifted through its site setting, not turned off.
      DEMO_SIGNUP_CHALLENGE_AFTER: '100000',
      // …except on a third site of its own, where every sign-up meets it: the check's journey
      // signs up there, so no setting changes under the other journeys (e2e/signup-challenge.spec.ts).
      DEMO_CHALLENGE_SITE: CHALLENGE_HOST,
    },
  },
});
