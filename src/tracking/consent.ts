import { atom } from 'nanostores';

/** Consent given later in the page (the `consent` command, docs/api.md); null until then. */
export const $trackingConsent = atom<boolean | null>(null);
