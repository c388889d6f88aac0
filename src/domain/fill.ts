/** `{name}` placeholders of a catalogue message filled in; an unknown name stays as written. */
export const fill = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
