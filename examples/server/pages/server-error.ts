import { esc } from './html.js';

/**
 * The page a browser gets when a page route fails on the server (a form post to checkout,
 * a page whose data could not be read). Standalone on purpose: the page shell needs the
 * site's data, which may be what failed. JSON callers get `{ message }` instead (app.ts).
 */
export function serverErrorPage(message: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(message)}</title>
<link rel="stylesheet" href="/examples/site.css">
</head>
<body>
<main id="main">
<h1>${esc(message)}</h1>
<p>Veuillez réessayer dans un instant. <a href="/">Retour à l'accueil</a></p>
</main>
</body>
</html>
`;
}
