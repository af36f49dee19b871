export declare const SERVER_BUNDLE: string;
export declare function bundleServer(outfile?: string): void;
