/**
 * What the loader hands a widget chunk. Types only: the loader imports this file
 * for its types and ships none of it.
 */
export interface Host {
  /** The raw bootstrap configuration (inline JSON or GET /api/context/config), or null. */
  readonly config: unknown;
  /** Absolute URL of the chunks folder, ending with a slash. */
  readonly base: string;
}

/** Undoes a mount: removes listeners and subscriptions, restores what it changed. */
export type Unmount = () => void;

/** Every widget chunk exports `mount`; the runtime chunk also exports `command`. */
export interface WidgetModule {
  mount(el: HTMLElement, host: Host): Unmount | void | Promise<Unmount | void>;
}

export interface RuntimeModule {
  command(name: string, args: readonly unknown[], host: Host): unknown;
}
