/** The login hero's skyline and circuit motif, drawn inline so the login path downloads no image. */
export function FairIllustration() {
  return (
    <svg viewBox="0 0 480 200" width="100%" aria-hidden="true" style={{ maxWidth: 480, opacity: 0.9 }}>
      <g fill="none" stroke="rgba(255,255,255,0.35)" strokeWidth="2">
        <path d="M0 150h60l20-20h80l20 20h60" />
        <path d="M240 170h70l20-30h60l20 30h70" />
        <circle cx="80" cy="130" r="5" fill="rgba(255,255,255,0.6)" />
        <circle cx="330" cy="140" r="5" fill="rgba(255,255,255,0.6)" />
      </g>
      <g fill="rgba(255,255,255,0.85)">
        <rect x="150" y="90" width="26" height="90" rx="2" />
        <rect x="182" y="60" width="18" height="120" rx="2" />
        <path d="M214 180V40l8-24 8 24v140z" />
        <circle cx="222" cy="70" r="10" />
        <circle cx="222" cy="110" r="7" />
        <rect x="244" y="80" width="30" height="100" rx="2" />
        <rect x="280" y="105" width="22" height="75" rx="2" />
        <rect x="120" y="120" width="24" height="60" rx="2" />
        <rect x="308" y="125" width="28" height="55" rx="2" />
      </g>
      <rect x="0" y="180" width="480" height="4" fill="rgba(255,255,255,0.5)" />
    </svg>
  );
}
