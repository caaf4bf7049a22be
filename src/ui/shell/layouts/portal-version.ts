/** The portal's version, shown in the footer (docs/behaviour/screens.md#page-frames). */
export const PORTAL_VERSION = '5.0.2';
