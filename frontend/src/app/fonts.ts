/**
 * The site's type: system fonts, chosen on purpose (issue 14). A self-hosted web font would cost every first
 * visit a download before the headings settle (or a layout shift when it swaps in); these cost nothing and
 * are on every device. Headings: a book serif; Georgia where it exists (Windows, macOS, iOS), else the best
 * serif the system has (Noto or DejaVu Serif on Linux and Android) before falling back to Times.
 * The theme (theme.ts) and the header's brand read these.
 */
export const BODY_FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif';
export const HEADING_FONT_STACK =
  'Georgia, "Iowan Old Style", "Palatino Linotype", Palatino, Cambria, "Noto Serif", "DejaVu Serif", "Liberation Serif", "Times New Roman", serif';
