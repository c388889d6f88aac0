import { deBefore } from './elision';

/**
 * A catalogue message with its `{name}` placeholders filled in. "de {name}" follows
 * the French elision rule (src/i18n/elision.ts): "Quantité de {title}" with
 * "Affiche personnalisée" reads "Quantité d'Affiche personnalisée". A placeholder
 * without a value stays as written. The one placeholder filler of the catalogue.
 */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/(\bde )?\{(\w+)\}/g, (whole, de: string | undefined, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, name)) return whole; // never a prototype member ("{constructor}")
    const value = String(values[name]);
    return de ? deBefore(value) : value;
  });
