/** Conditioning of attempt n (1-based): each retry trades art for robustness. */
export function conditioningOf(strength: number, attempt: number) {
  return {
    strength: Math.round(strength * 0.6 ** (attempt - 1) * 1000) / 1000,
    controlWeight: Math.round((1.1 + 0.35 * (attempt - 1)) * 100) / 100,
  };
}
