export declare const SERVER_BUNDLE: string;
export declare function bundleServer(outfile?: string): void;
export declare const RENDER_WORKER_BUNDLE: string;
export declare const DB_WORKER_BUNDLE: string;
export declare function bundleDbWorker(outfile: string): void;
