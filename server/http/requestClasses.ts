// Express gives each request and answer its own prototype (`Object.setPrototypeOf(req,
// app.request)` in `app.handle`) after Node has built them. V8 (Node 20) then keeps no shared
// shape for what is added to the object afterwards: each request ends with a hidden class and a
// descriptor array of its own (about 1 KB each for the request and the answer, built anew on every
// property Express and the routes add). A heap snapshot with 4,000 live streams open held 4,000
// of each (docs/PERFORMANCE.md, "Live streams"). Here the server builds the requests and answers
// from subclasses of Node's whose prototypes already are the app's, so Express's setPrototypeOf is
// a no-op and every request shares one shape again.
import { createServer, IncomingMessage, type Server, ServerResponse } from 'node:http';
import type { Express } from 'express';

/** A subclass of `Base` whose prototype stands in for Express's `own` (its properties and its chain). */
function standIn<T extends typeof IncomingMessage | typeof ServerResponse>(Base: T, own: object): T {
  const App = class extends (Base as typeof IncomingMessage) {} as unknown as T;
  Object.setPrototypeOf(App.prototype, Object.getPrototypeOf(own));
  Object.defineProperties(App.prototype, Object.getOwnPropertyDescriptors(own));
  return App;
}

/** Makes `app.listen` serve requests built with the app's own prototypes (see above). */
export function useOwnRequestClasses(app: Express): void {
  const Request = standIn(IncomingMessage, app.request);
  const Response = standIn(ServerResponse, app.response);
  app.request = Request.prototype as Express['request'];
  app.response = Response.prototype as Express['response'];
  // Express's own listen, but for the server's classes: a callback also hears a failure to listen
  app.listen = function listen(this: Express, ...args: unknown[]): Server {
    const server = createServer({ IncomingMessage: Request, ServerResponse: Response }, this);
    const last = args.at(-1);
    if (typeof last === 'function') {
      let called = false;
      const done = (...a: unknown[]) => {
        if (called) return;
        called = true;
        (last as (...a: unknown[]) => void)(...a);
      };
      args[args.length - 1] = done;
      server.once('error', done);
    }
    return server.listen(...(args as Parameters<Server['listen']>));
  } as Express['listen'];
}
