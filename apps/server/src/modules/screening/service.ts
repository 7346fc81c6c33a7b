import phash from 'sharp-phash';
import type { ScreeningEngine, ScreeningScores } from './engine';
import { isExplicit } from './policy';

/**
 * Bits of 64 in which two perceptual hashes may differ and still be the same picture: a copy
 * resized and re-encoded at JPEG quality 60 differed in 9; different test pictures in 15 or more.
 */
export const COPY_DISTANCE = 10;

type Log = { error(obj: object, msg?: string): void };

/** What one screening gave, for /metrics: `failed` when the models could not screen the photo. */
export type ScreeningResult = 'clean' | 'explicit' | 'failed';
export type ScreeningObserver = (result: ScreeningResult, seconds: number) => void;

export interface Screened {
  /** Null when the models could not screen the photo: the policy treats it as unknown. */
  scores: ScreeningScores | null;
  /** sharp-phash's 64-bit DCT hash, as '0'/'1'. */
  phash: string;
}

/**
 * Screening on arrival: the models' scores and the perceptual hash of a photo, before anyone
 * else sees it (decision 043). A model failure is logged and answered with `scores: null`, never
 * an upload refused for our own fault; the policy then holds the photo for a person.
 */
export class ScreeningService {
  constructor(
    private readonly engine: ScreeningEngine,
    private readonly log: Log,
    private readonly observe: ScreeningObserver = () => {},
  ) {}

  async screen(image: Buffer): Promise<Screened> {
    const started = performance.now();
    const [scores, hash] = await Promise.all([
      this.engine.screen(image).catch((err: unknown) => {
        this.log.error({ err }, 'photo screening failed');
        return null;
      }),
      phash(image),
    ]);
    this.observe(
      scores === null ? 'failed' : isExplicit(scores) ? 'explicit' : 'clean',
      (performance.now() - started) / 1000,
    );
    return { scores, phash: hash };
  }

  stats() {
    return this.engine.stats();
  }

  close(): Promise<void> {
    return this.engine.close();
  }
}
