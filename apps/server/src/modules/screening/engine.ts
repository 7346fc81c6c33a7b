import { Worker } from 'node:worker_threads';
import sharp from 'sharp';

/** What the models say about one image (docs/decisions/043-screening-and-own-data.md). */
export interface ScreeningScores {
  /** nsfwjs's five classes, each 0–1, summing to about 1. */
  classes: { drawing: number; hentai: number; neutral: number; porn: number; sexy: number };
  /** Faces found by BlazeFace (confidence ≥ 0.5). */
  faces: number;
}

/** The models behind an interface: the pipeline's own test and the benchmark use the real one. */
export interface ScreeningEngine {
  screen(image: Buffer): Promise<ScreeningScores>;
  /** Figures of the loaded models (benchmark, metrics); null before the first photo. */
  stats(): { loadMs: number; modelBytes: number; lastInferenceMs: number } | null;
  close(): Promise<void>;
}

/** nsfwjs's MobileNetV2 input. */
const NSFW_SIZE = 224;
/** BlazeFace looks at 256 px; a little more keeps small faces of a group photo. */
const FACE_SIDE = 320;
/** Loading the models on a loaded 2-core machine takes seconds; a hung worker must not hang an upload. */
const TIMEOUT_MS = 60_000;

interface Raster {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Decodes once (JPEG shrink-on-load in libvips's threads, off the event loop) into the two inputs. */
async function rasters(image: Buffer): Promise<{ nsfw: Raster; face: Raster }> {
  const base = sharp(image, { failOn: 'error', limitInputPixels: 40_000_000, pages: 1 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb');
  const [nsfw, face] = await Promise.all([
    base.clone().resize(NSFW_SIZE, NSFW_SIZE, { fit: 'fill' }).removeAlpha().raw().toBuffer(),
    base
      .clone()
      .resize(FACE_SIDE, FACE_SIDE, { fit: 'inside' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
  ]);
  return {
    nsfw: { data: new Uint8Array(nsfw), width: NSFW_SIZE, height: NSFW_SIZE },
    face: { data: new Uint8Array(face.data), width: face.info.width, height: face.info.height },
  };
}

type Pending = { resolve: (r: WorkerResult) => void; reject: (e: Error) => void; timer: NodeJS.Timeout };
interface WorkerResult {
  classes: ScreeningScores['classes'];
  faces: number;
  inferenceMs: number;
  loadMs: number;
  modelBytes: number;
}

/**
 * The real models (nsfwjs MobileNetV2 and BlazeFace on tfjs-wasm) in one worker thread, started
 * and loaded on the first photo, kept for the life of the process.
 */
export class ModelScreening implements ScreeningEngine {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private figures: { loadMs: number; modelBytes: number; lastInferenceMs: number } | null = null;

  private start(): Worker {
    // Beside this module in the sources; beside main.js in the bundle (build.mjs copies it).
    const worker = new Worker(new URL('./models.worker.mjs', import.meta.url));
    // Waiting photos keep the process alive through their own promises, not the idle worker.
    worker.unref();
    worker.on('message', (message: { id: number; result?: WorkerResult; error?: string }) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      clearTimeout(waiting.timer);
      if (message.result) waiting.resolve(message.result);
      else waiting.reject(new Error(`screening failed: ${message.error}`));
    });
    const fail = (err: Error) => {
      this.worker = null;
      for (const [id, waiting] of this.pending) {
        clearTimeout(waiting.timer);
        waiting.reject(err);
        this.pending.delete(id);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`screening worker exited (${code})`)));
    return worker;
  }

  async screen(image: Buffer): Promise<ScreeningScores> {
    const input = await rasters(image);
    this.worker ??= this.start();
    const worker = this.worker;
    const id = this.nextId++;
    const result = await new Promise<WorkerResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error('screening timed out'));
      }, TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, ...input }, [input.nsfw.data.buffer, input.face.data.buffer] as ArrayBuffer[]);
    });
    this.figures = {
      loadMs: result.loadMs,
      modelBytes: result.modelBytes,
      lastInferenceMs: result.inferenceMs,
    };
    return { classes: result.classes, faces: result.faces };
  }

  stats() {
    return this.figures;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
