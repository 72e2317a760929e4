// Runs in a worker_threads worker, so a long search never blocks the extension host.
// The host cancels by terminating the thread, which stops a search at once.
import { parentPort } from 'node:worker_threads';
import { answerRequest } from './solveJobs';
import type { WorkerRequest, WorkerMessage } from './workerProtocol';

const port = parentPort;
port?.on('message', (request: WorkerRequest) => answerRequest(request, (message: WorkerMessage) => port.postMessage(message)));
