// The lists bench's other company, on a thread of its own: it asks for its list every `paceMs`
// (back to back with 0) until told to stop, and answers every request's latency. Apart from the
// ten load connections' event loop, a request's time is the server's and the network's, as for a
// person at another company's own browser: on the load's loop, every answer it read was also
// counted (the load's loop was late by up to 51 ms at times, decisions/0023).
import { parentPort, workerData } from 'node:worker_threads';

const { url, headers, paceMs } = workerData;
let stop = false;
parentPort.once('message', () => {
  stop = true;
});

const latencies = [];
let errors = 0;
while (!stop) {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) errors += 1;
  } catch {
    errors += 1;
  }
  latencies.push(performance.now() - t0);
  const rest = paceMs - (performance.now() - t0);
  // Either way the stop message gets in between two requests.
  await new Promise((r) => (rest > 0 ? setTimeout(r, rest) : setImmediate(r)));
}
parentPort.postMessage({ latencies, errors });
