/** The portal's version, shown in the footer (spec 9). */
export const PORTAL_VERSION = '5.0.2';
