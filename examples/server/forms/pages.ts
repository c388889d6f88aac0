import { Hono } from 'hono';
import { PageType } from '../config.js';
import type { Deps } from '../deps.js';
import { layout } from '../pages/layout.js';
import { renderOptions, templateData } from '../site-render/template-data.js';
import { siteView } from '../site-view.js';
import type { FormDefinitions } from './definitions.js';

/** The example pages with form blocks, rendered by examples/templates/form-page.html. */
export const FORM_PAGES = [
  {
    path: '/examples/contact',
    title: 'Contact',
    label: 'Formulaire de contact : chaque type de champ, erreurs à leur champ, compteur de caractères, codes postaux par pays',
    intro: 'Essayez : envoyer vide, une adresse e-mail non valide, un message trop long, un code postal qui ne suit pas le pays choisi.',
    forms: ['contact'],
  },
  {
    path: '/examples/newsletter',
    title: "Lettre d'information",
    label: "Lettre d'information, et un formulaire dont l'URL de succès (javascript:) est refusée",
    intro: "Le second formulaire est configuré avec une URL de succès javascript: : elle est refusée et le texte de confirmation s'affiche.",
    forms: ['newsletter', 'rappel'],
  },
] as const;

/** The owner page of the submissions, linked from the index beside the form pages. */
export const FORM_OWNER_LINK = { path: '/owner/forms', label: 'Soumissions de formulaires (propriétaire : connexion requise)' } as const;

export function formPageRoutes(deps: Deps, definitions: FormDefinitions): Hono {
  const app = new Hono();
  for (const page of FORM_PAGES) {
    app.get(page.path, (c) => {
      const site = siteView(c, deps, { pageType: PageType.Page });
      const forms = page.forms.map((id) => definitions.find(id)).filter((f) => f !== undefined);
      const main = site.templates.render('form-page', templateData(site.settings, [], { title: page.title, intro: page.intro, forms }), renderOptions(site.settings));
      return c.html(layout(site, page.title, main));
    });
  }
  return app;
}
