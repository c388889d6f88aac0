import { deBefore } from './elision';

/**
 * A catalogue message with its `{name}` placeholders filled in. "de {name}" follows
 * the French elision rule (src/i18n/elision.ts): "Quantité de {title}" with
 * "Affiche personnalisée" reads "Quantité d'Affiche personnalisée". A placeholder
 * without a value stays as written.
 */
export const fill = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/(\bde )?\{(\w+)\}/g, (whole, de: string | undefined, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return de ? deBefore(value) : value;
  });
