// The lists bench's other company, on a thread of its own, as that company's own browser: one
// for the whole measurement, so its connection to the server stays open and warm
// between the runs. On { start: paceMs } it asks for its list every `paceMs` (back to back with
// 0); on { stop: true } it answers every request's latency since. Apart from the ten load
// connections' event loop, a request's time is the server's and the network's: on the load's
// loop, every answer the ten connections read was counted in it too.
import { parentPort, workerData } from 'node:worker_threads';
import { keepAliveAgent, timedGet } from './lib.mjs';

const { url, headers } = workerData;
/** One connection for the whole measurement. */
const agent = keepAliveAgent(1);

let stopped = true;
let running = Promise.resolve({ latencies: [], errors: 0 });

async function loop(paceMs) {
  const latencies = [];
  let errors = 0;
  while (!stopped) {
    const { ms, ok } = await timedGet(url, headers, agent);
    if (!ok) errors += 1;
    latencies.push(ms);
    const rest = paceMs - ms;
    // Either way the stop message gets in between two requests.
    await new Promise((r) => (rest > 0 ? setTimeout(r, rest) : setImmediate(r)));
  }
  return { latencies, errors };
}

parentPort.on('message', async (message) => {
  if ('start' in message) {
    stopped = false;
    running = loop(message.start);
  } else if ('stop' in message) {
    stopped = true;
    parentPort.postMessage(await running);
  }
});

// The first request opens the connection; not counted.
await timedGet(url, headers, agent);
parentPort.postMessage({ ready: true });
