import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { DELETE as unshareRoute, POST as shareRoute } from "@/app/api/v1/qrcodes/[id]/share/route";
import { GET as badgeRoute } from "@/app/p/[token]/badge.svg/route";
import SharedStatsPage from "@/app/p/[token]/page";
import { GET as imageRoute } from "@/app/p/[token]/qr.png/route";
import { call } from "../helpers/http";

export type Headers = Record<string, string>;

export const share = (headers: Headers, id: string, body?: unknown, ip?: string) =>
  call(shareRoute, `/api/v1/qrcodes/${id}/share`, { method: "POST", headers, body, params: { id }, ip });
export const unshare = (headers: Headers, id: string) =>
  call(unshareRoute, `/api/v1/qrcodes/${id}/share`, { method: "DELETE", headers, params: { id } });
export const badge = (token: string) => call<string>(badgeRoute, `/p/${token}/badge.svg`, { params: { token } });
export const pageImage = (token: string) => call<Buffer>(imageRoute, `/p/${token}/qr.png`, { params: { token } });

/** The page module rendered as the server would: its HTML, or "404" when it calls notFound(). */
export async function pageHtml(token: string, range?: string): Promise<string> {
  try {
    const element = await SharedStatsPage({
      params: Promise.resolve({ token }),
      searchParams: Promise.resolve(range ? { range } : {}),
    });
    return renderToStaticMarkup(createElement(() => element));
  } catch (error) {
    if (String((error as { digest?: string }).digest ?? "").includes("404")) return "404";
    throw error;
  }
}
