// The screening models, in a worker thread of their own so that inference (a few hundred
// milliseconds of WebAssembly per photo) never holds up the server's event loop. Loaded once, on
// the first photo. Every model ships inside an npm package; nothing is fetched at run time
// (docs/decisions/043-screening-and-own-data.md):
// - nsfwjs's MobileNetV2 (224×224, classes Drawing, Hentai, Neutral, Porn, Sexy), bundled in the
//   nsfwjs package as JavaScript modules;
// - the BlazeFace face detector from @vladmandic/human's models/ folder, read from disk.
// Both run on @tensorflow/tfjs with the WebAssembly backend (@tensorflow/tfjs-backend-wasm).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
// Library banners ("install the node backend", "you're using the model …") are not log lines.
for (const level of ['log', 'info', 'warn']) console[level] = () => {};

/** tfjs loads graph models by URL; a file:// one is read from the package on disk. */
function registerFileLoader(tf) {
  tf.io.registerLoadRouter((url) => {
    if (typeof url !== 'string' || !url.startsWith('file://')) return null;
    const file = url.slice('file://'.length);
    return {
      load: async () => {
        const json = JSON.parse(await readFile(file, 'utf8'));
        const weightSpecs = [];
        const buffers = [];
        for (const group of json.weightsManifest) {
          weightSpecs.push(...group.weights);
          for (const part of group.paths) buffers.push(await readFile(path.join(path.dirname(file), part)));
        }
        const all = Buffer.concat(buffers);
        return {
          modelTopology: json.modelTopology,
          format: json.format,
          generatedBy: json.generatedBy,
          convertedBy: json.convertedBy,
          weightSpecs,
          weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength),
        };
      },
    };
  });
}

async function load() {
  const started = performance.now();
  const tf = await import('@tensorflow/tfjs');
  const wasm = await import('@tensorflow/tfjs-backend-wasm');
  wasm.setWasmPaths(
    `${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'))}/`,
  );
  await tf.setBackend('wasm');
  await tf.ready();
  registerFileLoader(tf);
  const nsfw = await import('nsfwjs/core');
  const { MobileNetV2Model } = await import('nsfwjs/models/mobilenet_v2');
  const classifier = await nsfw.load('MobileNetV2', { modelDefinitions: [MobileNetV2Model] });
  // The package's exports map names its node-wasm build without "./": reached by its path.
  const humanDist = path.dirname(require.resolve('@vladmandic/human'));
  const { Human } = require(path.join(humanDist, 'human.node-wasm.js'));
  const human = new Human({
    backend: 'wasm',
    modelBasePath: `file://${path.join(humanDist, '..', 'models')}/`,
    debug: false,
    warmup: 'none',
    cacheSensitivity: 0,
    filter: { enabled: false },
    face: {
      enabled: true,
      detector: { rotation: false, maxDetected: 20, minConfidence: 0.5, return: false },
      mesh: { enabled: false },
      iris: { enabled: false },
      description: { enabled: false },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
  });
  await human.load();
  return {
    tf,
    classifier,
    human,
    loadMs: performance.now() - started,
    modelBytes: tf.memory().numBytes,
  };
}

let models = null;

async function screen({ nsfw, face }) {
  models ??= load();
  const { tf, classifier, human, loadMs, modelBytes } = await models;
  const started = performance.now();
  const input = tf.tensor3d(nsfw.data, [nsfw.height, nsfw.width, 3], 'int32');
  let predictions;
  try {
    predictions = await classifier.classify(input, 5);
  } finally {
    input.dispose();
  }
  const faceInput = tf.tensor4d(face.data, [1, face.height, face.width, 3], 'int32');
  let faces;
  try {
    faces = (await human.detect(faceInput)).face.length;
  } finally {
    faceInput.dispose();
  }
  const classes = Object.fromEntries(predictions.map((p) => [p.className.toLowerCase(), p.probability]));
  return { classes, faces, inferenceMs: performance.now() - started, loadMs, modelBytes };
}

parentPort.on('message', async (message) => {
  try {
    parentPort.postMessage({ id: message.id, result: await screen(message) });
  } catch (err) {
    parentPort.postMessage({ id: message.id, error: err instanceof Error ? err.message : String(err) });
  }
});
