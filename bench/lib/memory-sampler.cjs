// A worker thread that samples the main thread's memory through the inspector until told 'stop'
// (each evaluation runs as an interrupt, also while the main thread is busy), about once a
// millisecond: it calls globalThis.__memorySample(), which the main thread defines before it posts
// 'sample' (one compiled function, so that a sample makes as little garbage as it can), and posts
// back the highest heap (used + array buffers) seen, the highest array buffers and used heap seen
// on their own, the number of samples and the longest time between two samples.
const { parentPort } = require('node:worker_threads');
const inspector = require('node:inspector');
const session = new inspector.Session();
session.connectToMainThread();
let peak = 0;
let peakArrayBuffers = 0;
let peakHeapUsed = 0;
let samples = 0;
let last = 0;
let maxGap = 0;
let stop = false;
parentPort.on('message', (message) => {
  if (message === 'stop') stop = true;
});
const expression = 'globalThis.__memorySample()';
function sample() {
  if (stop) {
    parentPort.postMessage({ peak, peakArrayBuffers, peakHeapUsed, samples, maxGap });
    return;
  }
  session.post('Runtime.evaluate', { expression, returnByValue: true }, (error, reply) => {
    const value = !error && reply && reply.result ? reply.result.value : undefined;
    if (Array.isArray(value)) {
      const [heapUsed, arrayBuffers] = value;
      const now = performance.now();
      if (samples > 0 && now - last > maxGap) maxGap = now - last;
      last = now;
      samples++;
      if (heapUsed + arrayBuffers > peak) peak = heapUsed + arrayBuffers;
      if (arrayBuffers > peakArrayBuffers) peakArrayBuffers = arrayBuffers;
      if (heapUsed > peakHeapUsed) peakHeapUsed = heapUsed;
    }
    setTimeout(sample, 1);
  });
}
parentPort.postMessage('ready');
sample();
