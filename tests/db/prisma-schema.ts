import { type Datamodel, type DmmfField, type DmmfModel, readDatamodel } from "./prisma-dmmf";
import { canonicalDefault, type SchemaFacts } from "./schema-facts";

// How Prisma Migrate spells each scalar in PostgreSQL, as format_type() prints it.
const SCALAR_TYPES: Record<string, string> = {
  String: "text",
  Int: "integer",
  BigInt: "bigint",
  Float: "double precision",
  Decimal: "numeric(65,30)",
  Boolean: "boolean",
  DateTime: "timestamp(3) without time zone",
  Json: "jsonb",
  Bytes: "bytea",
};

function nativeType([name, args]: [string, string[]]): string {
  const size = args.length ? `(${args.join(",")})` : "";
  const simple: Record<string, string> = {
    Text: "text",
    Uuid: "uuid",
    SmallInt: "smallint",
    Integer: "integer",
    BigInt: "bigint",
    Real: "real",
    DoublePrecision: "double precision",
    Boolean: "boolean",
    Date: "date",
    Json: "json",
    JsonB: "jsonb",
    ByteA: "bytea",
    Xml: "xml",
    Inet: "inet",
    Citext: "citext",
    Money: "money",
    Oid: "oid",
    VarChar: `character varying${size}`,
    Char: `character${size}`,
    Decimal: `numeric${size}`,
    Bit: `bit${size}`,
    VarBit: `bit varying${size}`,
    Timestamp: `timestamp${size} without time zone`,
    Timestamptz: `timestamp${size} with time zone`,
    Time: `time${size} without time zone`,
    Timetz: `time${size} with time zone`,
  };
  if (!(name in simple))
    throw new Error(`tests/db/prisma-schema.ts: native type @db.${name} is not mapped yet; add it`);
  return simple[name];
}

const ACTIONS: Record<string, string> = {
  Cascade: "CASCADE",
  Restrict: "RESTRICT",
  NoAction: "NO ACTION",
  SetNull: "SET NULL",
  SetDefault: "SET DEFAULT",
};
const CLIENT_SIDE_DEFAULTS = new Set(["cuid", "uuid", "nanoid", "ulid"]);

const tableOf = (model: DmmfModel) => model.dbName ?? model.name;
const columnOf = (field: DmmfField) => field.dbName ?? field.name;

function expectedDefault(field: DmmfField, datamodel: Datamodel): string {
  const value = field.default;
  if (value === undefined || field.isUpdatedAt) return "none";
  if (Array.isArray(value)) return `[${value.map(String).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const { name, args } = value as { name: string; args: unknown[] };
    if (CLIENT_SIDE_DEFAULTS.has(name)) return "none";
    if (name === "dbgenerated") return canonicalDefault(String(args[0]));
    return `${name}()`;
  }
  if (field.kind === "enum") {
    const values = datamodel.enums.find((item) => item.name === field.type)?.values ?? [];
    return values.find((item) => item.name === value)?.dbName ?? String(value);
  }
  return String(value);
}

function columnType(field: DmmfField, datamodel: Datamodel): string {
  let type: string;
  if (field.kind === "enum") type = datamodel.enums.find((item) => item.name === field.type)?.dbName ?? field.type;
  else if (field.nativeType) type = nativeType(field.nativeType);
  else type = SCALAR_TYPES[field.type] ?? field.type.toLowerCase();
  return field.isList ? `${type}[]` : type;
}

/** What prisma/schema.prisma says the database must contain, as facts (see schema-facts.ts). */
export function prismaSchemaFacts(prismaSchema: string): SchemaFacts {
  const datamodel = readDatamodel(prismaSchema);
  const facts: SchemaFacts = new Map();
  const models = new Map(datamodel.models.map((model) => [model.name, model]));
  const column = (model: DmmfModel, name: string) => columnOf(model.fields.find((field) => field.name === name)!);

  for (const item of datamodel.enums) {
    facts.set(
      `enum "${item.dbName ?? item.name}"`,
      item.values
        .map((value) => value.dbName ?? value.name)
        .sort()
        .join(", "),
    );
  }
  for (const model of datamodel.models) {
    const table = tableOf(model);
    facts.set(`table "${table}"`, "");
    for (const field of model.fields) {
      if (field.kind === "object") {
        if (!field.relationFromFields?.length) continue;
        const target = models.get(field.type)!;
        const from = field.relationFromFields.map((name) => column(model, name));
        const to = field.relationToFields!.map((name) => column(target, name));
        const required = field.relationFromFields.every(
          (name) => model.fields.find((f) => f.name === name)!.isRequired,
        );
        const onDelete = ACTIONS[field.relationOnDelete ?? (required ? "Restrict" : "SetNull")];
        const onUpdate = ACTIONS[field.relationOnUpdate ?? "Cascade"];
        facts.set(
          `foreign key "${table}" (${from.join(", ")})`,
          `→ "${tableOf(target)}" (${to.join(", ")}) ON DELETE ${onDelete} ON UPDATE ${onUpdate}`,
        );
        continue;
      }
      // Prisma creates scalar lists without NOT NULL.
      const nullability = field.isRequired && !field.isList ? "NOT NULL" : "NULL";
      facts.set(
        `column "${table}"."${columnOf(field)}"`,
        `${columnType(field, datamodel)} ${nullability} DEFAULT ${expectedDefault(field, datamodel)}`,
      );
    }
  }
  for (const index of datamodel.indexes) {
    const model = models.get(index.model)!;
    const table = tableOf(model);
    const columns = index.fields.map(
      (field) => column(model, field.name) + (field.sortOrder === "desc" ? " DESC" : ""),
    );
    const plain = columns.map((name) => name.replace(/ DESC$/, "")).join("_");
    const suffix = { id: "pkey", unique: "key", normal: "idx", fulltext: "idx" }[index.type];
    const name = index.dbName ?? (index.type === "id" ? `${table}_pkey` : `${table}_${plain}_${suffix}`);
    const kind = index.type === "id" ? "PRIMARY KEY" : index.type === "unique" ? "UNIQUE" : "INDEX";
    facts.set(
      `index "${name}"`,
      `${kind} on "${table}" (${columns.join(", ")}) using ${(index.algorithm ?? "BTree").toLowerCase()}`,
    );
  }
  return facts;
}
