// Once the shop is serving, an exception nobody caught (a library's callback, a stream event) must not
// end the process and take every shopper's request with it: it is logged once, with where it came
// from, and the shop keeps serving. Each request already fails alone (local-server.ts answers 500
// with its code); this is the last net under everything else. Before `ready` a failure still stops
// the start, which is what one wants from a start.
let installed = false;

export function keepServingAfterStrayErrors(): void {
  if (installed) return;
  installed = true;
  process.on('uncaughtException', (error, origin) => {
    console.error(
      `The shop kept running after an ${origin === 'unhandledRejection' ? 'unhandled rejection' : 'uncaught exception'}:`,
      error,
    );
  });
  process.on('unhandledRejection', (reason) => {
    console.error('The shop kept running after an unhandled rejection:', reason);
  });
}
