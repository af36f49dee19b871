import Link from "next/link";

/** The Codebeam mark: a QR finder pattern with a beam. Decorative; the wordmark carries the name. */
export function LogoMark({ className = "size-7" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <rect x="7" y="7" width="10" height="10" rx="2" fill="none" stroke="white" strokeWidth="2.5" />
      <rect x="10.5" y="10.5" width="3" height="3" fill="white" />
      <path d="M20 20h5v5M20 25h.01M25 7v8M21 11h8" stroke="white" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ href = "/" }: { href?: string }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight text-zinc-900"
    >
      <LogoMark />
      <span>Codebeam</span>
    </Link>
  );
}
