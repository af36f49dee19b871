// The smart code of the redirect bench: what its "smart code" rows serve.

/** 10 rules a phone user agent walks through (the first nine do not match it), a schedule and UTM. */
export function smartFields() {
  const day = 86_400_000;
  const miss = [
    { kind: "device", in: ["desktop"] },
    { kind: "country", in: ["DE", "FR"] },
    { kind: "language", in: ["ja"] },
    { kind: "query", param: "src", equals: "flyer" },
    { kind: "browser", in: ["Firefox"] },
    { kind: "os", in: ["Windows"] },
    { kind: "city", in: ["Berlin"] },
    { kind: "region", in: ["Bavaria"] },
    { kind: "time", timeZone: "Europe/Berlin", days: ["sun"], from: "03:00", to: "03:01" },
  ];
  const rules = [
    ...miss.map((condition, i) => ({ conditions: [condition], targetUrl: `https://example.com/rule-${i}` })),
    {
      conditions: [{ kind: "device", in: ["mobile"] }],
      weightedTargets: [
        { url: "https://example.com/a", weight: 1 },
        { url: "https://example.com/b", weight: 1 },
      ],
    },
  ];
  return {
    rules,
    validFrom: new Date(Date.now() - day),
    expiresAt: new Date(Date.now() + 365 * day),
    utm: { source: "poster", medium: "qr", campaign: "bench" },
  };
}
