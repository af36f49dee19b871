import { db } from "../db/client";
import { IMPORT_SELECT, toImportView } from "./import-view";

/** imports.list: the workspace's last 50 imports, newest first. */
export async function listImports(accountId: string) {
  const prisma = await db();
  const rows = await prisma.import.findMany({
    where: { accountId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 50,
    select: IMPORT_SELECT,
  });
  return {
    data: rows.map((row) => {
      const { errors: _errors, ...view } = toImportView(row);
      return view;
    }),
  };
}
