import { LOGO_MARK } from './logo-mark-paths.ts';

/** The Certus mark beside the name in the header; decorative there (the link is named "Certus home"). */
export function LogoMark({ size = 30 }: { size?: number }) {
  const { holder: h, label: l } = LOGO_MARK;
  return (
    <svg viewBox={LOGO_MARK.viewBox} width={size} height={size} aria-hidden focusable={false} data-testid="logo-mark">
      <rect x={h.x} y={h.y} width={h.width} height={h.height} rx={h.rx} fill={LOGO_MARK.navy} />
      <rect x={l.x} y={l.y} width={l.width} height={l.height} rx={l.rx} fill="#fff" />
      <path d={LOGO_MARK.check} fill="none" stroke="#fff" strokeWidth={LOGO_MARK.checkWidth} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
