import type { ReactNode } from 'react';

/**
 * The few line icons shared UI draws (empty states, disclosures), inline rather than from an icon library:
 * each is a handful of bytes and decorative (hidden from screen readers; the text beside it says it all).
 */
function Icon({ size = 16, children }: { size?: number; children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable={false}>
      {children}
    </svg>
  );
}

export type IconProps = { size?: number };

export const ChevronDown = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

/** A box: orders, a cart. */
export const BoxIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M21 8 12 3 3 8v8l9 5 9-5V8Z" />
    <path d="m3 8 9 5 9-5M12 13v8" />
  </Icon>
);

/** A slabbed book: graded comics, certificates. */
export const SlabIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="5" y="2.5" width="14" height="19" rx="1.5" />
    <path d="M5 7h14M8 10.5h8v8H8z" />
  </Icon>
);

/** A magnifier: a search with no results. */
export const SearchIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);

/** A card: payment methods, gift cards. */
export const CardIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="2.5" y="5" width="19" height="14" rx="2" />
    <path d="M2.5 10h19M6.5 15h4" />
  </Icon>
);

/** A key: API keys. */
export const KeyIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="8" cy="15" r="4.5" />
    <path d="M11.2 11.8 20 3M16.5 6.5l2.5 2.5M14 9l2 2" />
  </Icon>
);

/** A pin: addresses. */
export const PinIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);

/** A star: rewards. */
export const StarIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3Z" />
  </Icon>
);

/** A tray: the staff inbox (leads, call-backs, problem reports). */
export const InboxIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M3 13h5l1.5 3h5L16 13h5" />
    <path d="M5.5 5h13L21 13v6H3v-6l2.5-8Z" />
  </Icon>
);

/** A warning sign: a revoked certificate. */
export const WarningIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4.5M12 17h.01" />
  </Icon>
);
