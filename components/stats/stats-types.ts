// The HTTP shapes of /api/v1/qrcodes/{id}/stats and /scans as the browser receives them.
export interface Statistics {
  totalScans: number;
  uniqueUsers: number;
  deviceBreakdown: Record<string, number>;
  dailyScans: { date: string; count: number }[];
  topBrowsers: { browser: string; count: number }[];
  topOS: { os: string; count: number }[];
  geoData: { country: string; region: string; city: string; count: number }[];
  /** Extension: views of the code's public image; not scans. */
  impressions?: number;
  /** Extension: clicks redirected but not counted as scans, by reason (bots, repeats beyond the limit). */
  filtered?: { total: number; bot: number; repeat: number };
  /** Extension: image views not counted (bots and repeats). */
  filteredImpressions?: number;
}

export interface ScanEvent {
  id: string;
  eventType: string; // "click" or "impression"
  device: string;
  os: string;
  browser: string;
  country: string;
  region: string;
  city: string;
  timestamp: string;
}

export interface ScanPage {
  data: ScanEvent[];
  pagination: { page: number; size: number; total: number; totalPages: number };
}

export interface DayRange {
  startDate: string;
  endDate: string;
}
