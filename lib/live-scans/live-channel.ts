/** The NOTIFY channel the scan writer announces watched workspaces' scans on (lib/scans/write-scan-batch.ts). */
export const LIVE_SCANS_CHANNEL = "codebeam_live_scans";
