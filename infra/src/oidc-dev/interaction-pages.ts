const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1a1b1e;margin:0}
main{max-width:24rem;margin:4rem auto;background:#fff;border:1px solid #ccc;border-radius:8px;padding:1.5rem 2rem}
h1{font-size:1.4rem;margin:0 0 .25rem}p.lead{color:#444;margin:0 0 1.25rem}label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{box-sizing:border-box;width:100%;padding:.5rem;font-size:1rem;border:1px solid #767676;border-radius:4px}
.actions{display:flex;gap:.75rem;margin-top:1.25rem}button{flex:1;padding:.6rem;font-size:1rem;border-radius:4px;border:1px solid #1c4a8a;cursor:pointer}
button.primary{background:#1c4a8a;color:#fff}button.secondary{background:#fff;color:#1c4a8a}ul{padding-left:1.25rem}.note{font-size:.85rem;color:#444;margin-top:1.25rem}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} · Certus ID (local demo)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The sign-in page: any e-mail address signs in, no password (a local demo provider, never a real one). */
export function loginPage(options: { action: string; abortAction: string; clientName: string; email?: string; error?: string }): string {
  return page(
    'Sign in',
    `<h1>Certus ID</h1><p class="lead">Local demo sign-in for ${escapeHtml(options.clientName)}. Any e-mail address works; there is no password.</p>
${options.error ? `<p role="alert">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="${escapeHtml(options.action)}" data-prompt="login">
<label for="email">E-mail address</label><input id="email" name="email" type="email" required autofocus autocomplete="email" value="${escapeHtml(options.email ?? '')}">
<label for="given_name">First name (optional)</label><input id="given_name" name="given_name" autocomplete="given-name">
<label for="family_name">Last name (optional)</label><input id="family_name" name="family_name" autocomplete="family-name">
<div class="actions"><button class="primary" type="submit">Sign in</button></div>
</form>
<form method="post" action="${escapeHtml(options.abortAction)}" data-prompt="abort"><div class="actions"><button class="secondary" type="submit">Cancel</button></div></form>
<p class="note">This provider runs inside the Certus embedded server for demos and tests only.</p>`,
  );
}

/** The consent page: what the client asks to know, allow or deny. */
export function consentPage(options: { action: string; clientName: string; email: string; asks: string[] }): string {
  return page(
    'Allow access',
    `<h1>Allow ${escapeHtml(options.clientName)}?</h1><p class="lead">Signed in as ${escapeHtml(options.email)}. ${escapeHtml(options.clientName)} asks for:</p>
<ul>${options.asks.map((a) => `<li>${escapeHtml(a)}</li>`).join('')}</ul>
<form method="post" action="${escapeHtml(options.action)}" data-prompt="consent">
<div class="actions"><button class="primary" type="submit" name="decision" value="allow">Allow</button>
<button class="secondary" type="submit" name="decision" value="deny">Deny</button></div>
</form>`,
  );
}

/** Shown when an interaction is unknown or expired (e.g. the back button after finishing). */
export function expiredPage(): string {
  return page('Sign-in expired', '<h1>Sign-in expired</h1><p class="lead">This sign-in has expired or was already finished. Go back to the site and start again.</p>');
}
