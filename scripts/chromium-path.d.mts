export declare const chromiumCandidates: string[];
export declare const findChromium: () => string | null;
