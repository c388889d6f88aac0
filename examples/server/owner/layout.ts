import { esc } from '../pages/html.js';
import { frOwner } from './strings.js';

/**
 * The shell of every owner page: no storefront script, no cart pill; the owner's
 * sign-out button in the header. `body` is trusted HTML built by the page (escape what
 * it takes from data with `esc`). Scripts go in `body` as same-origin `<script src>`.
 */
export function ownerLayout(title: string, body: string, options: { signedIn?: boolean } = {}): string {
  const signedIn = options.signedIn ?? true;
  const signOut = signedIn
    ? `<form method="post" action="/owner/sign-out" class="owner-sign-out"><button type="submit">${esc(frOwner.signOut)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · ${esc(frOwner.area)}</title>
<link rel="stylesheet" href="/examples/site.css">
<link rel="stylesheet" href="/owner/owner.css">
</head>
<body class="owner">
<header class="site-header">
<a class="site-title" href="/">${esc(frOwner.area)}</a>
<nav aria-label="${esc(frOwner.nav)}"><a href="/">${esc(frOwner.examples)}</a></nav>
${signOut}
</header>
<main id="main">
<h1>${esc(title)}</h1>
${body}
</main>
</body>
</html>
`;
}
