// The LCP anchor of the web bench: a trivial static page (the sign-in card's heading, line and
// button as bare HTML: no CSS, no script) served by node:http, loaded the same way as the app's
// pages and interleaved with them. On a shared machine the absolute LCP moves with the load; the
// app's LCP over this page's LCP, run by run, is the figure that holds still.
import { createServer } from 'node:http';

const ANCHOR_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Anchor</title>
  </head>
  <body>
    <main>
      <h2>Sign in to Procure</h2>
      <p>Use your company e-mail and password</p>
      <button type="submit">Sign In</button>
    </main>
  </body>
</html>
`;

/** Starts the anchor page on a free port: its `url`, `waitFor` and `close()`. */
export async function startAnchorPage() {
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(ANCHOR_HTML);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    waitFor: 'button[type=submit]',
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
