// A small CRM-like host page that embeds a rep's Accrue statement (issue #14), with a back end that
// mints embed tokens with a company API key. No dependencies: `node examples/crm-host/server.mjs`.
//
//   ACCRUE_URL      the Accrue server (default http://localhost:8080)
//   ACCRUE_API_KEY  a company API key with the `embed` scope (required)
//   PORT            this page's port (default 3310); HOST the interface (default 127.0.0.1)
//
// The page's origin (http://127.0.0.1:$PORT) must be one of the company's embed origins.
import console from 'node:console';
import http from 'node:http';
import process from 'node:process';
import { URL } from 'node:url';

const { fetch } = globalThis;

const ACCRUE_URL = (process.env.ACCRUE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const API_KEY = process.env.ACCRUE_API_KEY ?? '';
const PORT = Number(process.env.PORT ?? 3310);
const HOST = process.env.HOST ?? '127.0.0.1';

/** The demo reps of the quick start's Demo Company (README: demo accounts). */
const REPS = [
  { email: 'employee@demo.accrue.local', name: 'Emma Schultz (Sales North)' },
  { email: 'employee-2@demo.accrue.local', name: 'Eli Cohen' },
  { email: 'employee-3@demo.accrue.local', name: 'Eva Novak' },
  { email: 'employee-4@demo.accrue.local', name: 'Ezra Mensah' },
];

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const WIDGETS = ['statement', 'dashboard'];

function page(origin, rep, widget) {
  const options = REPS.map(
    (r) =>
      `<option value="${escape(r.email)}"${r.email === rep ? ' selected' : ''}>${escape(r.name)}</option>`,
  ).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Acme CRM</title>
<link rel="icon" href="data:,">
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f9; color: #1d2330; }
  header { background: #1d3557; color: white; padding: 12px 24px; display: flex; gap: 16px; align-items: center; }
  main { max-width: 960px; margin: 24px auto; padding: 0 24px; }
  .card { background: white; border-radius: 8px; padding: 16px; box-shadow: 0 1px 3px rgba(0,0,0,.1); margin-bottom: 16px; }
  #events { font: 12px monospace; color: #555; }
</style>
</head>
<body>
<header><strong>Acme CRM</strong>
  <form method="get"><label>Sales rep <select name="rep" onchange="this.form.submit()">${options}</select></label>
    <label>Widget <select name="widget" onchange="this.form.submit()">${WIDGETS.map(
      (w) => `<option${w === widget ? ' selected' : ''}>${w}</option>`,
    ).join('')}</select></label></form>
</header>
<main>
  <div class="card"><h1>Opportunities</h1><p>Q3 renewals pipeline · 12 open deals</p></div>
  <div class="card"><h2>My commissions</h2><div id="commissions"></div></div>
  <div class="card"><h3>Widget events</h3><ol id="events"></ol></div>
</main>
<script type="module">
  import { embed } from '${escape(ACCRUE_URL)}/sdk/embed.js';
  const log = (event) => {
    const item = document.createElement('li');
    item.textContent = event.type + (event.code ? ' ' + event.code : '') + (event.height ? ' ' + event.height : '');
    item.dataset.type = event.type;
    if (event.code) item.dataset.code = event.code;
    document.getElementById('events').append(item);
  };
  const mint = async () => {
    const answer = await fetch('/token?rep=' + encodeURIComponent(${JSON.stringify(rep)}) + '&widget=${widget}', { method: 'POST' });
    if (!answer.ok) throw new Error((await answer.json()).message);
    return (await answer.json()).token;
  };
  window.crm = { embed, mint, log };
  // The token is minted while the frame loads: embed() creates the frame at once and asks for the
  // token when the frame is ready (and for a fresh one if the frame's session ends).
  let minting = mint();
  minting.catch((error) => log({ type: 'crm:error', code: 'MINT_FAILED', message: String(error) }));
  const token = () => {
    const next = minting ?? mint();
    minting = undefined;
    return next.then((value) => (window.crm.token = value));
  };
  try {
    // Three lines is all a host needs: an element, a token, embed().
    window.crm.widget = await embed('#commissions', { widget: '${widget}', token, origin: '${escape(ACCRUE_URL)}', onEvent: log });
  } catch (error) {
    log({ type: 'crm:error', code: 'EMBED_FAILED', message: String(error) });
  }
</script>
</body>
</html>`;
}

/**
 * The spec's `/auth/iframe` flow, for a host that mints no tokens: a plain frame of the connect page.
 * The rep presses Login in it, signs in in a pop-up on Accrue's origin, and the frame shows their
 * home, with third-party cookies blocked too. No API key is involved; this origin must still be one
 * of the company's embed origins.
 */
function connectPage() {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Acme CRM · connect</title><link rel="icon" href="data:,">
<style>body { font-family: system-ui, sans-serif; margin: 24px; background: #f4f6f9; }
iframe { width: 100%; height: 560px; border: 0; background: white; border-radius: 8px; }</style>
</head>
<body><h1>My commissions</h1>
<iframe id="accrue" title="Accrue" src="${escape(ACCRUE_URL)}/auth/iframe"></iframe>
</body>
</html>`;
}

async function mintToken(rep, widget, origin) {
  const answer = await fetch(`${ACCRUE_URL}/api/embed/tokens`, {
    method: 'POST',
    headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ widget, email: rep, origin }),
  });
  return { status: answer.status, body: await answer.json() };
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  const origin = `http://${req.headers.host}`;
  const rep = REPS.some((r) => r.email === url.searchParams.get('rep'))
    ? url.searchParams.get('rep')
    : REPS[0].email;
  const widget = WIDGETS.includes(url.searchParams.get('widget'))
    ? url.searchParams.get('widget')
    : 'statement';
  if (req.method === 'GET' && url.pathname === '/') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(page(origin, rep, widget));
    return;
  }
  if (req.method === 'GET' && url.pathname === '/connect') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(connectPage());
    return;
  }
  if (req.method === 'POST' && url.pathname === '/token') {
    // The browser never sees the API key: only this server calls Accrue with it.
    mintToken(rep, widget, origin).then(
      ({ status, body }) => {
        res.writeHead(status === 201 ? 200 : status, {
          'content-type': 'application/json',
          'cache-control': 'no-store',
        });
        res.end(JSON.stringify(status === 201 ? { token: body.token, expiresAt: body.expiresAt } : body));
      },
      (error) => {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: `Accrue did not answer: ${error.message}` }));
      },
    );
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
});

if (!API_KEY) {
  console.error(
    'Set ACCRUE_API_KEY to a company API key with the embed scope (see examples/crm-host/README.md).',
  );
  process.exit(1);
}
server.listen(PORT, HOST, () => {
  const address = server.address();
  console.log(`Acme CRM on http://${HOST}:${address.port} (Accrue at ${ACCRUE_URL})`);
});
