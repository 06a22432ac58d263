/** The sidebar's side image: the fair's venue motif, inline so it needs no request. */
export function SideImage() {
  return (
    <svg className="fair-side-image" viewBox="0 0 200 90" aria-hidden="true">
      <defs>
        <linearGradient id="fair-side-sky" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#e8f0fc" />
          <stop offset="1" stopColor="#f7f9fd" />
        </linearGradient>
      </defs>
      <rect width="200" height="90" rx="8" fill="url(#fair-side-sky)" />
      <g fill="#1f5fbf" opacity="0.75">
        <rect x="30" y="45" width="14" height="35" rx="1" />
        <rect x="48" y="32" width="10" height="48" rx="1" />
        <path d="M64 80V22l5-14 5 14v58z" />
        <circle cx="69" cy="36" r="6" />
        <rect x="80" y="40" width="16" height="40" rx="1" />
        <rect x="100" y="52" width="12" height="28" rx="1" />
      </g>
      <path d="M120 70c20-18 40-18 60 0" fill="none" stroke="#1f5fbf" strokeWidth="3" opacity="0.5" />
      <rect x="20" y="80" width="170" height="2" fill="#1f5fbf" opacity="0.4" />
    </svg>
  );
}
