// The booking page's prerendered shell: its own small stylesheet inline (no request for the SPA's CSS),
// a wordless spinner that paints at once, and the one deferred script. Written by scripts/prerender.ts.
// The guest's language is known only in the browser (their last choice, else their browser's languages),
// so nothing here is written in one language: the script says "loading" in the right one as it starts.

const STYLE = `
:root{color-scheme:light dark;--fg:#1f2933;--muted:#52606d;--bg:#f6f7f9;--card:#fff;--line:#cbd2d9;--accent:#1d4ed8;--danger:#b42318;--on-fill:#fff}
@media (prefers-color-scheme:dark){:root{--fg:#e4e7eb;--muted:#9aa5b1;--bg:#111418;--card:#1c2127;--line:#3e4c59;--accent:#7aa2ff;--danger:#ff8a80;--on-fill:#111418}}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:var(--fg);background:var(--bg)}
main{max-width:720px;margin:0 auto;padding:16px}
h1{font-size:1.6rem;margin:.5rem 0}h2{font-size:1.25rem;margin:1.25rem 0 .5rem}h3{margin:0;font-size:1.1rem}
header.hostel p{margin:.25rem 0;color:var(--muted)}
.rules{white-space:pre-line}
.contact h3{font-size:1rem;margin:12px 0 4px}.contact ul{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:4px 16px}
form,.offer,.facts{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:16px;margin:12px 0}
.row{display:grid;gap:12px;grid-template-columns:1fr}
@media (min-width:640px){.row{grid-template-columns:1fr 1fr 7rem}}
.field{display:flex;flex-direction:column;margin-bottom:12px}
label{font-weight:600;margin-bottom:4px}
input,textarea{font:inherit;padding:10px;border:1px solid var(--line);border-radius:6px;background:var(--card);color:var(--fg);min-height:44px;width:100%}
button{font:inherit;font-weight:600;min-height:44px;padding:10px 18px;border-radius:6px;border:0;background:var(--accent);color:var(--on-fill);cursor:pointer}
button.secondary{background:transparent;color:var(--accent);border:1px solid var(--accent)}
button.danger{background:var(--danger)}
button:disabled{opacity:.6;cursor:wait}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:12px}
.offers{list-style:none;padding:0;margin:0}
.offer{display:grid;gap:4px}
.offer p{margin:0}.price{font-size:1.1rem}
.tag{display:inline-block;justify-self:start;padding:2px 8px;border-radius:999px;border:1px solid var(--line);font-size:.875rem}
.error,.alert{color:var(--danger);margin:4px 0 0}
.alert{font-weight:600}
.robot{color:var(--muted)}
.spinner{width:32px;height:32px;margin:48px auto;border:4px solid var(--line);border-top-color:var(--accent);border-radius:50%;animation:spin 1s linear infinite}
@keyframes spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.spinner{animation:none}}
.facts dt{font-weight:600}.facts dd{margin:0 0 8px}
.sums{display:grid;grid-template-columns:1fr auto;gap:2px 12px;margin:0}.sums dd{margin:0;text-align:end}
nav.language{max-width:720px;margin:0 auto;padding:8px 16px 0;display:flex;justify-content:flex-end}
`;

export function bookingShell(scriptSrc: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Book your stay · Reservá tu estadía</title>
    <style>${STYLE.replace(/\n/g, '')}</style>
    <script defer src="${scriptSrc}"></script>
  </head>
  <body>
    <main id="book" aria-busy="true"><div class="spinner"></div></main>
    <noscript>
      <p>This page needs JavaScript to show rooms and prices.</p>
      <p lang="es-AR">Esta página necesita JavaScript para mostrar habitaciones y precios.</p>
    </noscript>
  </body>
</html>
`;
}
