// A worker thread that samples the main thread's process.memoryUsage() through the inspector
// (the evaluation runs as an interrupt, also while the main thread is busy) until told 'stop',
// then posts the highest heap (used + array buffers) seen and the number of samples.
const { parentPort } = require('node:worker_threads');
const inspector = require('node:inspector');
const session = new inspector.Session();
session.connectToMainThread();
let peak = 0;
let samples = 0;
let stop = false;
parentPort.on('message', (message) => {
  if (message === 'stop') stop = true;
});
const expression = '(() => { const m = process.memoryUsage(); return m.heapUsed + m.arrayBuffers; })()';
function sample() {
  if (stop) {
    parentPort.postMessage({ peak, samples });
    return;
  }
  session.post('Runtime.evaluate', { expression, returnByValue: true }, (error, reply) => {
    if (!error && reply && reply.result && typeof reply.result.value === 'number') {
      samples++;
      if (reply.result.value > peak) peak = reply.result.value;
    }
    setTimeout(sample, 4);
  });
}
parentPort.postMessage('ready');
sample();
