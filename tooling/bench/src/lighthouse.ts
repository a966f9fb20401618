import { chromiumArgs, chromiumExecutable } from '@vela/playwright-config';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** A run whose trace misses a metric scores nothing; such a run is repeated rather than reported as 0. */
const attempts = 3;

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
}

/**
 * Lighthouse's default run (mobile emulation, simulated slow 4G and CPU) of each page, in the system Chromium,
 * scored 0-100 for performance and accessibility.
 */
export async function measureLighthouse(
  baseUrl: string,
  paths: readonly string[],
): Promise<LighthouseScores[]> {
  const chrome = await launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const scores: LighthouseScores[] = [];
    for (const path of paths) {
      scores.push(await scorePage(`${baseUrl}${path}`, path, chrome.port));
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

async function scorePage(url: string, path: string, port: number): Promise<LighthouseScores> {
  let failure = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result?.lhr;
    const performance = lhr?.categories.performance?.score;
    const accessibility = lhr?.categories.accessibility?.score;
    if (typeof performance === 'number' && typeof accessibility === 'number') {
      return {
        path,
        performance: Math.round(performance * 100),
        accessibility: Math.round(accessibility * 100),
      };
    }
    const erroring = Object.values(lhr?.audits ?? {})
      .filter((audit) => audit.errorMessage)
      .map((audit) => `${audit.id}: ${audit.errorMessage}`);
    failure = lhr?.runtimeError?.message ?? (erroring.join('; ') || 'no result');
  }
  throw new Error(`Lighthouse could not score ${path} in ${attempts} runs: ${failure}`);
}
