/**
 * Mantine draws a dialog's title bar as a <header>, which axe takes for a second banner landmark beside the
 * site's own (landmark-no-duplicate-banner). The title bar is no landmark: it loses the role.
 */
export const dialogAttributes = { header: { role: 'none' } } as const;
